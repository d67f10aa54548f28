import type { ShownDisclosure } from '../ce-records/disclosure';
import type { CourseType } from '../course/course';
import type { CourseView } from '../checkout/views';
import type { Status } from '../registration/status';

/**
 * GET /api/confirmation/{id}: what the completion page (and the campaign pages) show to anyone who
 * holds the id (issue 50: an id grants nothing beyond the spec's funnel routes): the user ID, the
 * course and its date, hours, place and meeting link. Nothing personal: that is ConfirmationDetails.
 */
export interface ConfirmationView {
  id: string;
  status: Status;
  courseType: CourseType;
  /** The user ID (ClinID). */
  clinId: string;
  limitedPortalView: boolean;
  course: CourseView & {
    meetingUrl: string | null;
    /**
     * A live session's date (a range for a multi-day session) and hours in the venue's zone,
     * formatted on the server for the request's locale, as the schedule does; null on demand.
     */
    when: { date: string; time: string } | null;
    /** Venue, address and city of an in-person session; null for virtual and on-demand courses. */
    location: string | null;
    /** GET /api/enrolment/{id}/calendar.ics for a live session; null on demand. */
    calendarPath: string | null;
  };
  /** The session's commercial-relationship disclosures (issue 52), in the reader's language; empty: none. */
  disclosures: ShownDisclosure[];
}

/**
 * GET /api/confirmation/{id}/details: the registrant's own part of the completion page, only for the
 * browser that just paid (the paid_registration cookie); anywhere else 403, and the page says where
 * to find them (the confirmation e-mail, the registration's own page).
 */
export interface ConfirmationDetails {
  firstName: string;
  email: string;
  /** False for a record sold outside the portal (campaign import): no order, so no confirmation e-mail was sent. */
  confirmationEmailed: boolean;
  /** The payment receipt's number and its PDF's address; null when the registration was not paid here. */
  receipt: { number: string; path: string } | null;
  /** A paid live registration's door tickets (registrant first, then the team): empty otherwise. */
  tickets: { name: string; qrUrl: string; pdfUrl: string }[];
}
