import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Variant } from '@portal/domain/course/course';
import type { Locale } from '@portal/domain/locale/locales';
import { get } from '../../../lib/api-client';

export interface OnDemandCourse {
  id: string;
  variant: Variant;
  title: string;
}

/** GET /api/registration/courses: the on-demand courses offered without a campaign id. */
export const getCourses = () => get<OnDemandCourse[]>('/api/registration/courses');

export const coursesQueryOptions = (locale: Locale) => queryOptions({ queryKey: ['registration-courses', locale], queryFn: getCourses });

export const useCourses = (locale: Locale) => useQuery(coursesQueryOptions(locale));
