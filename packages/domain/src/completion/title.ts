import type { CourseType } from '../course/course';

/**
 * 'All set!' for the standard course, 'Great work!' for on-demand (spec section 2, item 6).
 * A file of its own: the completion page's first download needs only this.
 */
export function completionTitleKey(courseType: CourseType): 'completion:titleStandard' | 'completion:titleOnDemand' {
  return courseType === 'on_demand' ? 'completion:titleOnDemand' : 'completion:titleStandard';
}
