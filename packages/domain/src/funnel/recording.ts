import type { CourseType } from '../course/course';
import { MODULE_IDS, type ModuleId } from '../education/modules';
import { STATUSES, type Status, type StatusEvent } from '../registration/status';
import type { FunnelStep } from './steps';

/**
 * Which funnel step a status puts a registration on, when it gets there. `quiz` adds none (the
 * modules are recorded one by one as they complete); `error` none either.
 */
function stepOfStatus(status: Status): FunnelStep | null {
  switch (status) {
    case 'objectives':
    case 'go_digital_landing':
      return 'objectives';
    case 'scorm':
      return 'education';
    case 'cart':
      return 'checkout';
    case 'confirmation':
    case 'on_demand_confirmation':
    case 'completed':
      return 'paid';
    case 'quiz':
    case 'error':
      return null;
  }
}

/** The steps a move reaches: a registration (`from` null) reaches `information` too; a passed quiz reaches `quiz_passed`. */
export function stepsReached(from: Status | null, to: Status, event?: StatusEvent): FunnelStep[] {
  const steps: FunnelStep[] = [];
  if (from === null) steps.push('information');
  if (event === 'quiz_passed') steps.push('quiz_passed');
  const step = stepOfStatus(to);
  if (step && (from === null || stepOfStatus(from) !== step)) steps.push(step);
  return steps;
}

/** The step a completed e-learning module stands for (module_1 is the first module of MODULE_IDS). */
export const moduleStep = (moduleId: ModuleId): FunnelStep => `module_${MODULE_IDS.indexOf(moduleId) + 1}` as FunnelStep;

const at = (s: Status) => STATUSES.indexOf(s);

/**
 * Every step a registration at `status` has been through, in order: what a registration made
 * straight at that status (development fixtures, generated data) would have recorded on the way.
 */
export function stepsUpTo(status: Status, courseType: CourseType): FunnelStep[] {
  if (status === 'error') return ['information'];
  const paid = at(status) >= at('confirmation');
  if (courseType === 'on_demand') return ['information', ...(at(status) >= at('cart') ? (['checkout'] as const) : []), ...(paid ? (['paid'] as const) : [])];
  const steps: FunnelStep[] = ['information', 'objectives'];
  if (at(status) >= at('scorm')) steps.push('education');
  if (at(status) >= at('quiz')) steps.push(...MODULE_IDS.map(moduleStep));
  if (at(status) >= at('cart')) steps.push('quiz_passed', 'checkout');
  if (paid) steps.push('paid');
  return steps;
}
