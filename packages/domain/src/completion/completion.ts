import type { CourseType } from '../course/course';
import { siteRegion, type Locale } from '../locale/locales';
import type { SiteHosts } from '../site/links';

/** The user ID shown on completion (ClinID): 'CLN-' and 8 digits, unique, assigned when paid. */
export const CLIN_ID_PATTERN = /^CLN-\d{8}$/;

export function formatClinId(n: number): string {
  return `CLN-${String(n).padStart(8, '0')}`;
}

/** Spec section 4: the 'All set' page's next steps, in order (catalog keys completion:nextSteps.<key>). */
export const NEXT_STEPS = ['onboardingSpecialist', 'preCourseModule', 'practiceApp', 'scannerDemo', 'territoryManager'] as const;
export type NextStep = (typeof NEXT_STEPS)[number];

/** On-demand completers see a limited portal until they are certified (spec sections 1 and 6). */
export function hasLimitedPortalView(courseType: CourseType): boolean {
  return courseType === 'on_demand';
}

/** The post-registration survey on the marketing site, in the user's region. */
export function surveyUrl(locale: Locale, hosts: Pick<SiteHosts, 'marketingHost'>): string {
  return `${hosts.marketingHost.replace(/\/+$/, '')}/${siteRegion(locale)}/provider-survey`;
}
