import { DELIVERY_METHODS } from '@portal/domain/ce-records/agd-roster';
import { z } from 'zod';
import { COURSE_KINDS, COURSE_TYPES, MODALITIES, VARIANTS } from '@portal/domain/course/course';
import { DEARER_MOVES, DEFAULT_DEARER_MOVES, DEFAULT_POLICY } from '@portal/domain/my-registration/policy';
import { AUDIENCES, SESSION_STATUSES } from '@portal/domain/sessions-admin/rules';
import { isoInstant, listAnswer, whole } from '@portal/domain/staff/answers';
import { STAFF_ROLES } from '@portal/domain/staff/roles';

/** What the back office's session routes answer (admin-routes.ts): `AdminSession` as service.ts builds it (toAdminSession). */
const AdminSession = z.object({
  id: z.string(),
  kind: z.enum(COURSE_KINDS),
  courseType: z.enum(COURSE_TYPES),
  variant: z.enum(VARIANTS),
  modality: z.enum(MODALITIES),
  titleEn: z.string(),
  titleFr: z.string(),
  presenter: z.string().describe('The presenter\'s name as the public schedule shows it (may be empty)'),
  presenterStaffId: z.string().nullable().describe('The presenter\'s staff account: the educator whose scope the session is in; null when none'),
  language: z.enum(['en', 'fr']),
  timeZone: z.string(),
  startsAt: isoInstant().nullable().describe('Null for an on-demand course'),
  endsAt: isoInstant().nullable(),
  days: whole(),
  venue: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  country: z.string().nullable(),
  meetingUrl: z.string().nullable(),
  seatsCapacity: whole(),
  seatsTaken: whole(),
  seatsLeft: whole(),
  teamSeatAmount: whole(),
  feeUsdCents: whole(),
  feeCadCents: whole(),
  ceHours: z.number().nullable(),
  agdSubjectCode: z.string().nullable(),
  deliveryMethod: z.enum(DELIVERY_METHODS).nullable().describe('How the course is delivered, for the AGD roster; null: lecture for a live session, self-instruction for the on-demand course'),
  audience: z.enum(AUDIENCES),
  fullRefundHoursBefore: whole().nullable().describe(`Self-service policy: cancelling until this many hours before the session refunds in full; null: the default (${DEFAULT_POLICY.fullRefundHoursBefore})`),
  lateRefundPercent: whole().nullable().describe(`Self-service policy: the share refunded after that cut-off, until the session starts (0-100); null: the default (${DEFAULT_POLICY.lateRefundPercent})`),
  changesHoursBefore: whole().nullable().describe(`Self-service policy: moving and team changes close this many hours before the session; null: the default (${DEFAULT_POLICY.changesHoursBefore})`),
  onDemandRefundDays: whole().nullable().describe(`Self-service policy: an on-demand course refunds in full within this many days of paying; null: the default (${DEFAULT_POLICY.onDemandRefundDays})`),
  dearerMoves: z.enum(DEARER_MOVES).nullable().describe(`Self-service policy: a registrant's move to a dearer session: \`pay\` the difference first on their page, or \`refuse\`d; null: the default (${DEFAULT_DEARER_MOVES})`),
  status: z.enum(SESSION_STATUSES),
  cancelledAt: isoInstant().nullable(),
  createdAt: isoInstant(),
  updatedAt: isoInstant(),
});

export const SessionAnswer = AdminSession.describe('The session');
export const CreatedSessionAnswer = AdminSession.describe('The new session (a draft unless created published)');
export const ChangedSessionAnswer = AdminSession.describe('The session as changed (unchanged when nothing differed)');
export const SessionListAnswer = listAnswer(AdminSession, 'One page of sessions (newest start first, on-demand courses first) and how many match');

/** Publish, unpublish, cancel: the session; a cancellation also says how many e-mails it queued. */
export const SessionStatusAnswer = AdminSession.extend({
  notified: whole().optional().describe('Only when this call cancelled the session: the e-mails queued to registrants and their team members'),
}).describe('The session with its new status (unchanged when it already had it)');

export const PresenterAccountListAnswer = listAnswer(
  z.object({ id: z.string(), name: z.string(), role: z.enum(STAFF_ROLES) }),
  'The active staff accounts a session may name as its presenter, educators first, then by name',
);
