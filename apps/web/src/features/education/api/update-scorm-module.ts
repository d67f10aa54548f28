import type { UpdateModule, UpdateModuleResponse } from '@portal/domain/education/cmi';
import { request } from '../../../lib/api-client';

/**
 * PATCH /api/scorm-modules/update. `keepalive` lets the request finish after the page is hidden
 * or closed (the browser keeps it going; the body is a few KB, well under its 64 KB limit).
 */
export const updateScormModule = (body: UpdateModule) => request<UpdateModuleResponse>('PATCH', '/api/scorm-modules/update', body, { keepalive: true });
