import { DEFAULT_POLICY, type SelfServicePolicy } from '@portal/domain/my-registration/policy';
import type { Offering } from '../../db/schema/offerings';

type PolicyColumns = Pick<Offering, keyof SelfServicePolicy>;

/** The self-service policy of a session (issue 42): the back office's values, the domain's default for each one left empty. */
export function policyOf(offering: PolicyColumns): SelfServicePolicy {
  return {
    fullRefundHoursBefore: offering.fullRefundHoursBefore ?? DEFAULT_POLICY.fullRefundHoursBefore,
    lateRefundPercent: offering.lateRefundPercent ?? DEFAULT_POLICY.lateRefundPercent,
    changesHoursBefore: offering.changesHoursBefore ?? DEFAULT_POLICY.changesHoursBefore,
    onDemandRefundDays: offering.onDemandRefundDays ?? DEFAULT_POLICY.onDemandRefundDays,
  };
}
