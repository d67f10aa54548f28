import type { ConfirmationDetails, ConfirmationView } from '../completion/views';
import type { ReceiptKind } from '../receipts/receipt';
import type { Status, Step } from '../registration/status';
import type { MyRegistrationActions } from './actions';

/** GET /api/my-registration/{token}: what the registrant's own page shows (issue 42). */
export interface MyRegistrationView {
  id: string;
  status: Status;
  step: Step;
  /** Where the registrant carries on in the funnel; null once complete, cancelled or refunded. */
  continuePath: string | null;
  /** Set when staff or the registrant ended the registration. */
  ended: 'cancelled' | 'refunded' | null;
  firstName: string;
  lastName: string;
  email: string;
  /** The user ID, once paid. */
  clinId: string | null;
  course: ConfirmationView['course'];
  /** The team as registered; the e-mail lets the page's team form keep a member (members are matched by it). */
  teamMembers: { type: string; firstName: string; lastName: string; email: string }[];
  /** Every receipt and credit note, oldest first, each a PDF. */
  /** Each with what it received (a receipt) or gave back (a credit note). */
  documents: { number: string; kind: ReceiptKind; path: string; amount: { cents: number; currency: 'USD' | 'CAD' } | null }[];
  /** What was refunded of the registration in all (staff's refunds and the registrant's own), and the last refund's instant; null when nothing was. */
  refunded: { refundedCents: number; currency: string; lastRefundAt: string } | null;
  /** A difference staff left due on a move to a dearer session (issue 50), still to pay from this page; the amount is the server's. Null when none. */
  differenceDue: { moveId: string; cents: number; currency: 'USD' | 'CAD' } | null;
  tickets: ConfirmationDetails['tickets'];
  /** Once attendance is marked: the certificate and the CE attendance letter. */
  certificate: { certificateUrl: string; letterUrl: string } | null;
  /**
   * The course evaluation (issue 52): where it stands (ce-records/evaluation.ts) and whether the
   * certificate waits for it (then `certificate` is null until it is answered).
   */
  evaluation: { state: 'not_yet' | 'invited' | 'answered' | 'closed'; certificateWaits: boolean };
  /** What the registrant may do now, within the session's policy (decided again by each action). */
  actions: MyRegistrationActions;
}
