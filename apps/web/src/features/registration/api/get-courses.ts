import type { Variant } from '@portal/domain/course/course';
import type { Locale } from '@portal/domain/locale/locales';
import { get } from '../../../lib/api-client';
import { DEFAULT_STALE_TIME } from '../../../lib/stale-times';
import { useReadOf, type ReadSpec } from '../../../lib/use-read';

export interface OnDemandCourse {
  id: string;
  variant: Variant;
  title: string;
}

/** GET /api/registration/courses?locale=…: the on-demand courses offered without a campaign id, titled in the locale. */
export const getCourses = (locale: Locale) => get<OnDemandCourse[]>(`/api/registration/courses?${new URLSearchParams({ locale })}`);

export const coursesRead = (locale: Locale): ReadSpec<OnDemandCourse[]> => ({ key: `registration-courses ${locale}`, read: () => getCourses(locale), staleTime: DEFAULT_STALE_TIME });

export const useCourses = (locale: Locale) => useReadOf(coursesRead(locale));
