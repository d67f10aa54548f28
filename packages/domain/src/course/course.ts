import type { Locale } from '../locale/locales';

/** Course offerings (spec sections 1, 3, 9). */
export const COURSE_TYPES = ['live', 'on_demand'] as const;
export type CourseType = (typeof COURSE_TYPES)[number];
export const VARIANTS = ['standard', 'pediatric'] as const;
export type Variant = (typeof VARIANTS)[number];
export const MODALITIES = ['in_person', 'virtual'] as const;
export type Modality = (typeof MODALITIES)[number];
/** Fundamentals (the provider training course) and onboarding (led by a named doctor). */
export const COURSE_KINDS = ['fundamentals', 'onboarding'] as const;
export type CourseKind = (typeof COURSE_KINDS)[number];

/** Spec section 9: CE hours by course. */
export const CE_HOURS = {
  live: 7,
  pediatricLiveEnglish: 5,
  pediatricLiveFrench: 6,
  pediatricCourse: 10,
  onDemand: 7.0,
  newProviderProgramMax: 12,
} as const;

/** The CE hours staff set on the offering (back office), else the course's hours by the table above. */
export function ceHours(course: { courseType: CourseType; variant: Variant; ceHours?: number | null }, locale: Locale): number {
  if (course.ceHours !== undefined && course.ceHours !== null) return course.ceHours;
  if (course.variant === 'pediatric') {
    if (course.courseType === 'on_demand') return CE_HOURS.pediatricCourse;
    return locale === 'fr-CA' ? CE_HOURS.pediatricLiveFrench : CE_HOURS.pediatricLiveEnglish;
  }
  return course.courseType === 'on_demand' ? CE_HOURS.onDemand : CE_HOURS.live;
}

export const SCORM_MODULE_COUNT = 3;
