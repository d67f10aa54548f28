import type { UpdateModule, UpdateModuleResponse } from '@portal/domain/education/cmi';
import { request } from '../../../lib/api-client';

/**
 * PATCH /api/scorm-modules/update. `keepalive` lets the request finish after the page is hidden
 * or closed (the browser keeps it going; the body is a few KB, well under its 64 KB limit). A save
 * writes the module's state (an upsert) in one transaction: sent again by itself when the server is busy.
 */
export const updateScormModule = (body: UpdateModule) =>
  request<UpdateModuleResponse>('PATCH', '/api/scorm-modules/update', body, { keepalive: true, resendWhenBusy: true });
