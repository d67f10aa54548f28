import { queryOptions } from '@tanstack/react-query';
import type { Variant } from '@portal/domain/course/course';
import type { Locale } from '@portal/domain/locale/locales';
import { get } from '../../../lib/api-client';
import { usePrefetchedQuery } from '../../../lib/use-prefetched-query';

export interface OnDemandCourse {
  id: string;
  variant: Variant;
  title: string;
}

/** GET /api/registration/courses?locale=…: the on-demand courses offered without a campaign id, titled in the locale. */
export const getCourses = (locale: Locale) => get<OnDemandCourse[]>(`/api/registration/courses?${new URLSearchParams({ locale })}`);

export const coursesQueryOptions = (locale: Locale) => queryOptions({ queryKey: ['registration-courses', locale], queryFn: () => getCourses(locale) });

export const useCourses = (locale: Locale) => usePrefetchedQuery(coursesQueryOptions(locale));
