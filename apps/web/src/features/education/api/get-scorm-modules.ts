import type { ModulesResponse } from '@portal/domain/education/cmi';
import { get } from '../../../lib/api-client';
import { useReadOf, type ReadSpec } from '../../../lib/use-read';

/** GET /api/scorm-modules/{id}: the three modules with their saved state and completion, as the server decides it. */
export const getScormModules = (id: string) => get<ModulesResponse>(`/api/scorm-modules/${encodeURIComponent(id)}`);

// The locale is part of the key: titles and launch URLs are in the learner's language.
export const scormModulesRead = (id: string, locale: string): ReadSpec<ModulesResponse> => ({ key: `scorm-modules ${id} ${locale}`, read: () => getScormModules(id) });

export const useScormModules = (id: string, locale: string) => useReadOf(scormModulesRead(id, locale));
