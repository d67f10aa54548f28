import { audienceOf, type Audience } from '../schedule/schedule';
import type { Variant } from '../course/course';

/**
 * Courses and sessions in the back office (issue 10): the rules staff edits must respect, shared
 * by the server (which enforces them) and the web forms (which explain them before saving).
 */
export const SESSION_STATUSES = ['draft', 'published', 'cancelled'] as const;
export type SessionStatus = (typeof SESSION_STATUSES)[number];
/** The statuses a session can be created in; cancelling is its own action. */
export const NEW_SESSION_STATUSES = ['draft', 'published'] as const;

/** Who can attend, the values the public schedule already shows (schedule.json `audience.*`). */
export const AUDIENCES = ['gp_ortho', 'pediatric'] as const satisfies readonly Audience[];

/** Catalog keys of the rules' refusals (namespace admin-sessions). */
export const SESSION_MSG = {
  capacityBelowTaken: 'admin-sessions:errors.capacityBelowTaken',
  alreadyCancelled: 'admin-sessions:errors.alreadyCancelled',
  cancelled: 'admin-sessions:errors.cancelled',
  timeZone: 'admin-sessions:errors.timeZone',
  endsBeforeStarts: 'admin-sessions:errors.endsBeforeStarts',
  datesRequired: 'admin-sessions:errors.datesRequired',
  meetingUrl: 'admin-sessions:errors.meetingUrl',
  venueRequired: 'admin-sessions:errors.venueRequired',
  agdSubjectCode: 'admin-sessions:errors.agdSubjectCode',
  teamSeatsAboveCapacity: 'admin-sessions:errors.teamSeatsAboveCapacity',
  presenterAccount: 'admin-sessions:errors.presenterAccount',
  policyHours: 'admin-sessions:errors.policyHours',
  policyPercent: 'admin-sessions:errors.policyPercent',
  policyDays: 'admin-sessions:errors.policyDays',
} as const;

/** Only a published offering is on the public schedule and takes registrations and payments. */
export const isPublished = (o: { status: SessionStatus }) => o.status === 'published';

/** Seats already claimed stay claimed: capacity can never go below them. */
export const capacityAllowed = (capacity: number, seatsTaken: number) => Number.isInteger(capacity) && capacity >= seatsTaken;

export const seatsLeftOf = (o: { seatsCapacity: number; seatsTaken: number }) => Math.max(0, o.seatsCapacity - o.seatsTaken);

/** Who can attend: as staff set it, or what the variant implies. */
export const sessionAudience = (o: { audience: Audience | null; variant: Variant }): Audience => o.audience ?? audienceOf(o.variant);

export type SessionAction = 'publish' | 'unpublish' | 'cancel';

/**
 * The status an action leads to, or the refusal's catalog key. A cancelled session is final
 * (its registrants were told and are refunded): it cannot be published, unpublished, cancelled
 * again or edited. Publishing a published session (or unpublishing a draft) changes nothing.
 */
export function nextSessionStatus(current: SessionStatus, action: SessionAction): { status: SessionStatus } | { refused: string } {
  if (current === 'cancelled') return { refused: action === 'cancel' ? SESSION_MSG.alreadyCancelled : SESSION_MSG.cancelled };
  switch (action) {
    case 'publish':
      return { status: 'published' };
    case 'unpublish':
      return { status: 'draft' };
    case 'cancel':
      return { status: 'cancelled' };
  }
}

/** A time zone the browser and the server both know by its IANA name (America/Toronto), not an offset. */
export function isIanaTimeZone(zone: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+){0,2}$/.test(zone)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export function isHttpsUrl(s: string): boolean {
  try {
    const u = new URL(s);
    return u.protocol === 'https:' && u.hostname.length > 0;
  } catch {
    return false;
  }
}

/** The fields the cross-field rules read: a new session, or a stored one with a change applied. */
export interface SessionShape {
  courseType: 'live' | 'on_demand';
  modality: 'in_person' | 'virtual';
  startsAt?: string | null;
  endsAt?: string | null;
  venue?: string | null;
  city?: string | null;
  country?: string | null;
  meetingUrl?: string | null;
  seatsCapacity: number;
  teamSeatAmount: number;
}

export interface SessionIssue {
  path: keyof SessionShape;
  key: string;
}

/**
 * The rules between fields: a live session has dates, ending after it starts; in person it has a
 * venue, a city and a country; virtual, an https meeting link. One registration's team seats fit
 * in the session. On-demand offerings have no date or place.
 */
export function sessionIssues(s: SessionShape): SessionIssue[] {
  const issues: SessionIssue[] = [];
  if (s.courseType === 'live') {
    if (!s.startsAt) issues.push({ path: 'startsAt', key: SESSION_MSG.datesRequired });
    if (!s.endsAt) issues.push({ path: 'endsAt', key: SESSION_MSG.datesRequired });
    if (s.modality === 'in_person') {
      for (const path of ['venue', 'city', 'country'] as const) if (!s[path]) issues.push({ path, key: SESSION_MSG.venueRequired });
    } else if (!s.meetingUrl || !isHttpsUrl(s.meetingUrl)) {
      issues.push({ path: 'meetingUrl', key: SESSION_MSG.meetingUrl });
    }
  }
  if (s.startsAt && s.endsAt && Date.parse(s.endsAt) <= Date.parse(s.startsAt)) issues.push({ path: 'endsAt', key: SESSION_MSG.endsBeforeStarts });
  if (s.teamSeatAmount > s.seatsCapacity) issues.push({ path: 'teamSeatAmount', key: SESSION_MSG.teamSeatsAboveCapacity });
  return issues;
}
