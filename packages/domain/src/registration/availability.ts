import type { ShownDisclosure } from '../ce-records/disclosure';
import type { CourseType, Modality, Variant } from '../course/course';

/**
 * GET /api/availability/{campaign_id} (spec section 3 'Availability'). The spec names the first
 * three fields and their defaults; the course fields let the form pick its questions and lists.
 */
export interface Availability {
  availability: boolean;
  team_seat_amount: number;
  title: string;
  course_type?: CourseType;
  variant?: Variant;
  modality?: Modality;
  /** With ?hold=: until when the seat offered from the waiting list is held for the reader. */
  held_until?: string;
  /** The session's commercial-relationship disclosures (issue 52), told before registering; empty: none. */
  disclosures?: ShownDisclosure[];
}

/** What the endpoint answers when no campaign id is given. */
export const DEFAULT_AVAILABILITY: Availability = { availability: false, team_seat_amount: 0, title: '' };

/**
 * Team seats one registration may take: the offering's per-registration maximum, but never a seat
 * the doctor needs (the doctor takes one of the seats left), and never below zero.
 */
export function teamSeatsAvailable(teamSeatAmount: number, seatsLeft: number): number {
  return Math.max(0, Math.min(teamSeatAmount, seatsLeft - 1));
}
