import type { Invariant } from './invariant';
import { attendanceAfterDoorsOpen } from './invariants/attendance-after-doors-open';
import { moneyFollowsSeat } from './invariants/money-follows-seat';
import { noLiveTicketAfterEnd } from './invariants/no-live-ticket-after-end';
import { oneCheckInPerTicket } from './invariants/one-check-in-per-ticket';
import { receiptSeriesGapFree } from './invariants/receipt-series-gap-free';
import { seatsWithinCapacity } from './invariants/seats-within-capacity';

/**
 * The product's promises about its data, in one place (house rule 16; issue 50): what
 * `npm run db:audit` checks, in this order. A new promise is a new file under invariants/ and a
 * line here; docs/deploy.md says what each breach means for operators.
 */
export const INVARIANTS: readonly Invariant[] = [
  seatsWithinCapacity,
  attendanceAfterDoorsOpen,
  moneyFollowsSeat,
  receiptSeriesGapFree,
  oneCheckInPerTicket,
  noLiveTicketAfterEnd,
];
