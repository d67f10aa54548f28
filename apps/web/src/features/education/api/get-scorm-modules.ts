import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ModulesResponse } from '@portal/domain/education/cmi';
import { get } from '../../../lib/api-client';

/** GET /api/scorm-modules/{id}: the three modules with their saved state and completion, as the server decides it. */
export const getScormModules = (id: string) => get<ModulesResponse>(`/api/scorm-modules/${encodeURIComponent(id)}`);

// The locale is part of the key: titles and launch URLs are in the learner's language. Saves change
// the answer, so it is read again whenever the list is shown.
export const scormModulesQueryOptions = (id: string, locale: string) =>
  queryOptions({ queryKey: ['scorm-modules', id, locale], queryFn: () => getScormModules(id), staleTime: 0 });

export const useScormModules = (id: string, locale: string) => useQuery(scormModulesQueryOptions(id, locale));
