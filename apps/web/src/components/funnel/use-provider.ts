import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CourseType, Variant } from '@portal/domain/course/course';
import type { Locale } from '@portal/domain/locale/locales';
import type { Status, Step } from '@portal/domain/registration/status';
import { get } from '../../lib/api-client';

/** The provider record (GET /api/provider/id/{id}): where the server says this registration is. */
export interface ProviderRecord {
  id: string;
  status: Status;
  locale: Locale;
  course_type: CourseType;
  variant: Variant;
  step: Step;
}

export const getProvider = (id: string) => get<ProviderRecord>(`/api/provider/id/${encodeURIComponent(id)}`);

export const providerQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['provider', id], queryFn: () => getProvider(id), staleTime: 0 });

export function useProvider(id: string) {
  return useQuery(providerQueryOptions(id));
}
