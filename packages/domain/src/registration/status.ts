import type { CourseType } from '../course/course';

/**
 * The provider record's status (spec section 4) and the funnel step it puts the user on.
 * The server alone moves a record from one status to the next (see `nextStatus`).
 * `objectives` is ours: registered, questionnaire not answered yet (the spec lists no status for it).
 */
export const STATUSES = [
  'objectives',
  'go_digital_landing',
  'scorm',
  'quiz',
  'cart',
  'confirmation',
  'on_demand_confirmation',
  'completed',
  'error',
] as const;
export type Status = (typeof STATUSES)[number];

export const STEPS = ['information', 'objectives', 'education', 'quiz', 'checkout', 'complete'] as const;
export type Step = (typeof STEPS)[number];

/** Standard: information -> objectives -> education -> quiz -> checkout -> complete. On-demand: information -> checkout -> complete. */
export function stepsFor(courseType: CourseType): readonly Step[] {
  return courseType === 'on_demand' ? ['information', 'checkout', 'complete'] : STEPS;
}

/** The step a record in this status must do next (the scanner offer is the end of objectives). */
export function stepOf(status: Status): Step {
  switch (status) {
    case 'objectives':
    case 'go_digital_landing':
      return 'objectives';
    case 'scorm':
      return 'education';
    case 'quiz':
      return 'quiz';
    case 'cart':
      return 'checkout';
    case 'confirmation':
    case 'on_demand_confirmation':
    case 'completed':
      return 'complete';
    case 'error':
      return 'information';
  }
}

export type StatusEvent =
  | 'registered'
  | 'objectives_answered'
  | 'offer_answered'
  | 'modules_completed'
  | 'quiz_passed'
  | 'paid'
  | 'certified';

/** The status after an event, or null when the event is not allowed in the current status. */
export function nextStatus(current: Status | null, event: StatusEvent, courseType: CourseType): Status | null {
  const onDemand = courseType === 'on_demand';
  switch (event) {
    case 'registered':
      return current === null ? (onDemand ? 'cart' : 'objectives') : null;
    case 'objectives_answered':
      return current === 'objectives' && !onDemand ? 'go_digital_landing' : null;
    case 'offer_answered':
      if (current !== 'go_digital_landing') return null;
      return onDemand ? 'cart' : 'scorm';
    case 'modules_completed':
      return current === 'scorm' ? 'quiz' : null;
    case 'quiz_passed':
      return current === 'quiz' ? 'cart' : null;
    case 'paid':
      return current === 'cart' ? (onDemand ? 'on_demand_confirmation' : 'confirmation') : null;
    case 'certified':
      return current === 'confirmation' || current === 'on_demand_confirmation' ? 'completed' : null;
  }
}

/** Completed funnel steps show as done in the stepper. */
export function isStepDone(step: Step, status: Status, courseType: CourseType): boolean {
  const steps = stepsFor(courseType);
  const current = stepOf(status);
  if (current === 'complete') return true;
  return steps.indexOf(step) < steps.indexOf(current);
}
