import { z } from 'zod/mini';
import { COURSE_KINDS, COURSE_TYPES, MODALITIES, VARIANTS } from '../course/course';
import { MSG, PUBLIC_ID_PATTERN, emptyAsAbsent as optional, instant, intBetween as int, requiredText } from '../http/validation';
import { DELIVERY_METHODS, type DeliveryMethod } from '../ce-records/agd-roster';
import { SCHEDULE_COUNTRIES } from '../schedule/filters';
import type { StaffRole } from '../staff/roles';
import { ListQuerySchema } from '../staff/schemas';
import { DEARER_MOVES, DEFAULT_POLICY, isValidPolicy, type DearerMoves, type SelfServicePolicy } from '../my-registration/policy';
import { AUDIENCES, isHttpsUrl, isIanaTimeZone, NEW_SESSION_STATUSES, SESSION_MSG, SESSION_STATUSES, sessionIssues } from './rules';

/**
 * Request bodies and queries of /api/admin/sessions, shared by the server and the web forms.
 * Dates travel as ISO 8601 instants with an offset (2027-06-05T09:00:00-04:00 or ...Z); the
 * time zone says where the session takes place and how its times are shown.
 */
const MAX_CENTS = 10_000_000;
/** Text that may be left empty: '' and null both store null; in a change, leaving it out keeps the value. */
const emptyAsNull = (schema: z.ZodMiniString<string>) =>
  z.pipe(z.nullish(schema), z.transform((v: string | null | undefined) => (v === undefined ? undefined : v || null)));
const nullableText = (max: number) => emptyAsNull(z.string({ error: MSG.invalid }).check(z.trim(), z.maxLength(max, { error: MSG.tooLong })));
/** One value of the self-service policy (issue 42), checked by the domain's own rule; null or absent: the default. */
const policyValue = (key: keyof SelfServicePolicy, error: string) =>
  z.nullish(z.number({ error }).check(z.refine((v) => isValidPolicy({ ...DEFAULT_POLICY, [key]: v }), { error })));

/** Every field, none defaulted (a change must not reset what it leaves out). */
const FIELDS = {
  kind: z.enum(COURSE_KINDS, { error: MSG.invalid }),
  courseType: z.enum(COURSE_TYPES, { error: MSG.invalid }),
  variant: z.enum(VARIANTS, { error: MSG.invalid }),
  modality: z.enum(MODALITIES, { error: MSG.invalid }),
  titleEn: requiredText(200),
  titleFr: requiredText(200),
  presenter: z.string({ error: MSG.invalid }).check(z.trim(), z.maxLength(200, { error: MSG.tooLong })),
  /**
   * The presenter's staff account (issue 39): the educator whose scope the session is in. The
   * `presenter` text stays what the public schedule shows; null: no account presents it.
   */
  presenterStaffId: z.nullish(z.string({ error: MSG.invalid }).check(z.regex(PUBLIC_ID_PATTERN, { error: SESSION_MSG.presenterAccount }))),
  language: z.enum(['en', 'fr'], { error: MSG.invalid }),
  timeZone: z.string({ error: MSG.required }).check(z.trim(), z.maxLength(64, { error: MSG.tooLong }), z.refine(isIanaTimeZone, { error: SESSION_MSG.timeZone })),
  startsAt: instant(),
  endsAt: instant(),
  days: int(1, 30),
  venue: nullableText(200),
  address: nullableText(300),
  city: nullableText(100),
  state: emptyAsNull(z.string({ error: MSG.invalid }).check(z.trim(), z.toUpperCase(), z.regex(/^([A-Z]{2,3})?$/, { error: MSG.invalid }))),
  country: z.nullish(z.enum(SCHEDULE_COUNTRIES, { error: MSG.invalid })),
  meetingUrl: nullableText(500).check(z.refine((v) => !v || isHttpsUrl(v), { error: SESSION_MSG.meetingUrl })),
  seatsCapacity: int(1, 100_000),
  teamSeatAmount: int(0, 50),
  feeUsdCents: int(0, MAX_CENTS),
  feeCadCents: int(0, MAX_CENTS),
  /** Whole or half hours: certificates print one decimal. */
  ceHours: z.nullish(
    z.number({ error: MSG.invalid }).check(z.minimum(0, { error: MSG.invalid }), z.maximum(100, { error: MSG.invalid }), z.multipleOf(0.5, { error: MSG.invalid })),
  ),
  /** AGD subject codes are three digits (e.g. 370, orthodontics). */
  agdSubjectCode: emptyAsNull(z.string({ error: MSG.invalid }).check(z.trim(), z.regex(/^(\d{3})?$/, { error: SESSION_MSG.agdSubjectCode }))),
  /** How the course is delivered, for the AGD roster (issue 52); null: lecture live, self-instruction on demand. */
  deliveryMethod: z.nullish(z.enum(DELIVERY_METHODS, { error: MSG.invalid })),
  audience: z.nullish(z.enum(AUDIENCES, { error: MSG.invalid })),
  fullRefundHoursBefore: policyValue('fullRefundHoursBefore', SESSION_MSG.policyHours),
  lateRefundPercent: policyValue('lateRefundPercent', SESSION_MSG.policyPercent),
  changesHoursBefore: policyValue('changesHoursBefore', SESSION_MSG.policyHours),
  onDemandRefundDays: policyValue('onDemandRefundDays', SESSION_MSG.policyDays),
  /** A registrant's move from this session to a dearer one (issue 50): they `pay` the difference first, or it is `refuse`d; null: the default (pay). */
  dearerMoves: z.nullish(z.enum(DEARER_MOVES, { error: MSG.invalid })),
};
export const SessionFieldsSchema = z.object(FIELDS);
export type SessionFields = z.output<typeof SessionFieldsSchema>;

function crossFieldRules(s: SessionFields, ctx: z.core.$RefinementCtx) {
  for (const issue of sessionIssues(s)) ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.key });
}

/** POST /api/admin/sessions: a new session, a draft unless created published. */
export const SessionCreateSchema = z.object({
  ...FIELDS,
  presenter: z._default(FIELDS.presenter, ''),
  days: z._default(FIELDS.days, 1),
  teamSeatAmount: z._default(FIELDS.teamSeatAmount, 0),
  status: z._default(z.enum(NEW_SESSION_STATUSES, { error: MSG.invalid }), 'draft'),
}).check(z.superRefine(crossFieldRules));
export type SessionCreate = z.output<typeof SessionCreateSchema>;

/**
 * PATCH /api/admin/sessions/:id: only the fields sent change (others, such as id, seatsTaken or
 * status, are ignored: status has its own routes). The cross-field rules are checked on the
 * stored session with the change applied (`SessionCheckSchema`).
 */
export const SessionPatchSchema = z.partial(SessionFieldsSchema);
export type SessionPatch = z.output<typeof SessionPatchSchema>;
export const SessionCheckSchema = SessionFieldsSchema.check(z.superRefine(crossFieldRules));

export const SessionIdParamsSchema = z.object({ id: z.string({ error: MSG.invalid }).check(z.regex(/^[A-Za-z0-9_-]{1,64}$/, { error: 'errors:notFound' })) });

const isoDate = () => optional(z.iso.date({ error: MSG.invalid }));

/** GET /api/admin/sessions: `q` matches the titles, city and presenter; `from`/`to` are start days (UTC), `to` included. */
export const SessionListQuerySchema = z.extend(ListQuerySchema, {
  q: optional(z.string({ error: MSG.invalid }).check(z.trim(), z.maxLength(100, { error: MSG.tooLong }))),
  status: optional(z.enum(SESSION_STATUSES, { error: MSG.invalid })),
  courseType: optional(z.enum(COURSE_TYPES, { error: MSG.invalid })),
  from: isoDate(),
  to: isoDate(),
});
export type SessionListQuery = z.output<typeof SessionListQuerySchema>;

/** A session as the back office reads it (list rows and the detail). */
export interface AdminSession {
  id: string;
  kind: SessionFields['kind'];
  courseType: SessionFields['courseType'];
  variant: SessionFields['variant'];
  modality: SessionFields['modality'];
  titleEn: string;
  titleFr: string;
  presenter: string;
  presenterStaffId: string | null;
  language: 'en' | 'fr';
  timeZone: string;
  startsAt: string | null;
  endsAt: string | null;
  days: number;
  venue: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  country: string | null;
  meetingUrl: string | null;
  seatsCapacity: number;
  seatsTaken: number;
  seatsLeft: number;
  teamSeatAmount: number;
  feeUsdCents: number;
  feeCadCents: number;
  ceHours: number | null;
  agdSubjectCode: string | null;
  /** As staff set it; null: the default for the course type (ce-records/agd-roster.ts deliveryMethodOf). */
  deliveryMethod: DeliveryMethod | null;
  audience: (typeof AUDIENCES)[number];
  /** The self-service policy as staff set it (issue 42); null: the domain's default (my-registration/policy.ts). */
  fullRefundHoursBefore: number | null;
  lateRefundPercent: number | null;
  changesHoursBefore: number | null;
  onDemandRefundDays: number | null;
  /** The session's policy on dearer moves by the registrant (issue 50); null: the default, `pay`. */
  dearerMoves: DearerMoves | null;
  status: (typeof SESSION_STATUSES)[number];
  cancelledAt: string | null;
  createdAt: string;
  updatedAt: string;
}

/** GET /api/admin/session-presenters: an active staff account a session may name as its presenter. */
export interface PresenterAccount {
  id: string;
  name: string;
  role: StaffRole;
}
