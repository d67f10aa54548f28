import { DEFAULT_DEARER_MOVES, DEFAULT_POLICY, type DearerMoves, type SelfServicePolicy } from '@portal/domain/my-registration/policy';
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

/** Whether a registration of this session may move to a dearer one from its page (issue 50): `pay` the difference first unless staff set `refuse`. */
export const dearerMovesOf = (offering: Pick<Offering, 'dearerMoves'>): DearerMoves => offering.dearerMoves ?? DEFAULT_DEARER_MOVES;
