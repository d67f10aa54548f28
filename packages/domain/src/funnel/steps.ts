/**
 * The funnel's steps as the dashboard counts them (issue 30): each is recorded once per
 * registration, when the registration first reaches it, in `registration_step_history`.
 * `information` is the registration itself; `module_1`..`module_3` are the e-learning modules
 * completed; `paid` is a settled payment (on-demand registrations go information -> checkout -> paid).
 */
export const FUNNEL_STEPS = [
  'information',
  'objectives',
  'education',
  'module_1',
  'module_2',
  'module_3',
  'quiz_passed',
  'checkout',
  'paid',
] as const;
export type FunnelStep = (typeof FUNNEL_STEPS)[number];
