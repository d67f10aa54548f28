import type { CourseType, Modality, Variant } from '../course/course';
import type { TeamMemberType } from '../registration/lists';
import type { Status } from '../registration/status';
import type { OrderSummary } from './pricing';

/** The course as the checkout and the completion page show it (title in the reader's language). */
export interface CourseView {
  title: string;
  courseType: CourseType;
  variant: Variant;
  modality: Modality;
  startsAt: string | null;
  endsAt: string | null;
  timeZone: string;
  days: number;
  venue: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  ceHours: number;
}

export interface AddressView {
  address1: string;
  address2: string;
  city: string;
  state: string;
  postalCode: string;
  country: 'US' | 'CA' | 'PR';
}

/** GET /api/cart/{id}: the registration to review and the summary the server computed. */
export interface CartView {
  id: string;
  registration: {
    firstName: string;
    lastName: string;
    email: string;
    phone: string;
    practiceName: string;
    address: AddressView;
    teamMembers: { type: TeamMemberType; firstName: string; lastName: string; email: string }[];
  };
  course: CourseView;
  /** The scanner-trial choice made at the offer: true (accepted), false (declined), null (never offered). */
  scannerTrialChosen: boolean | null;
  coupon: { code: string; status: 'applied' | 'invalid' } | null;
  summary: OrderSummary;
}

/** POST /api/coupon/ */
export interface CouponApplied {
  coupon: { code: string; status: 'applied' };
  summary: OrderSummary;
}

/** POST /api/payment/ */
export interface PaymentDone {
  orderId: string;
  clinId: string;
  status: Status;
  step: 'complete';
}

/**
 * POST /api/payment/ answered 202: the cardholder's bank asks them to authenticate (3-D Secure).
 * The browser completes it with the provider's script and the client secret, then sends the same
 * request again (same idempotency key), which answers paid, declined or this again.
 */
export interface PaymentNeedsAction {
  next: 'authenticate';
  orderId: string;
  clientSecret: string;
}
