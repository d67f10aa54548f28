import type { ConfirmationView } from '../completion/views';
import type { ReceiptKind } from '../receipts/receipt';
import type { Status, Step } from '../registration/status';

/** GET /api/my-registration/{token}: what the registrant's own page shows (issue 42). */
export interface MyRegistrationView {
  id: string;
  status: Status;
  step: Step;
  /** Where the registrant carries on in the funnel; null once complete, cancelled or refunded. */
  continuePath: string | null;
  /** Set when staff (or, later, the registrant) ended the registration. */
  ended: 'cancelled' | 'refunded' | null;
  firstName: string;
  lastName: string;
  email: string;
  /** The user ID, once paid. */
  clinId: string | null;
  course: ConfirmationView['course'];
  teamMembers: { type: string; firstName: string; lastName: string }[];
  /** Every receipt and credit note, oldest first, each a PDF. */
  documents: { number: string; kind: ReceiptKind; path: string }[];
  tickets: ConfirmationView['tickets'];
  /** Once attendance is marked: the certificate and the CE attendance letter. */
  certificate: { certificateUrl: string; letterUrl: string } | null;
}
