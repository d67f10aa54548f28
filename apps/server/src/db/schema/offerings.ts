import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { CourseKind, CourseType, Modality, Variant } from '@portal/domain/course/course';
import type { DeliveryMethod } from '@portal/domain/ce-records/agd-roster';
import type { Audience } from '@portal/domain/schedule/schedule';
import type { SessionStatus } from '@portal/domain/sessions-admin/rules';
import { staffUsers } from './staff';

/**
 * A course offering: a live session (in person or virtual) or the on-demand course. Its id is
 * the campaign id a registration starts from. Seats are claimed with a conditional update; the
 * check constraint is a second line of defence.
 */
export const offerings = pgTable(
  'offerings',
  {
    id: text('id').primaryKey(),
    kind: text('kind').$type<CourseKind>().notNull(),
    courseType: text('course_type').$type<CourseType>().notNull(),
    variant: text('variant').$type<Variant>().notNull(),
    modality: text('modality').$type<Modality>().notNull(),
    titleEn: text('title_en').notNull(),
    titleFr: text('title_fr').notNull(),
    /** The presenter's name as the schedule shows it (free text, never an access rule). */
    presenter: text('presenter').notNull().default(''),
    /** The staff account presenting the session (issue 39): an educator's scope is the sessions linked to them. */
    presenterStaffId: text('presenter_staff_id').references(() => staffUsers.id, { onDelete: 'set null' }),
    language: text('language').$type<'en' | 'fr'>().notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    timeZone: text('time_zone').notNull().default('America/New_York'),
    days: integer('days').notNull().default(1),
    country: text('country'),
    state: text('state'),
    city: text('city'),
    venue: text('venue'),
    address: text('address'),
    meetingUrl: text('meeting_url'),
    seatsCapacity: integer('seats_capacity').notNull(),
    seatsTaken: integer('seats_taken').notNull().default(0),
    teamSeatAmount: integer('team_seat_amount').notNull().default(0),
    feeUsdCents: integer('fee_usd_cents').notNull(),
    feeCadCents: integer('fee_cad_cents').notNull(),
    /** Only a published offering is listed and takes registrations; staff draft, publish, unpublish and cancel (issue 10). */
    status: text('status').$type<SessionStatus>().notNull().default('published'),
    /** CE hours and AGD subject code as staff set them; null: the course's default (course/course.ts). */
    ceHours: numeric('ce_hours', { precision: 5, scale: 2, mode: 'number' }),
    agdSubjectCode: text('agd_subject_code'),
    /** How the course is delivered, as the AGD roster reports it (issue 52); null: lecture live, self-instruction on demand. */
    deliveryMethod: text('delivery_method').$type<DeliveryMethod>(),
    /** Who can attend; null: what the variant implies (schedule/schedule.ts audienceOf). */
    audience: text('audience').$type<Audience>(),
    /**
     * What registrants may do on their own page (issue 42), as staff set it for this session:
     * the domain's `SelfServicePolicy`, each null meaning its default (my-registration/policy.ts).
     */
    fullRefundHoursBefore: integer('full_refund_hours_before'),
    lateRefundPercent: integer('late_refund_percent'),
    changesHoursBefore: integer('changes_hours_before'),
    onDemandRefundDays: integer('on_demand_refund_days'),
    /**
     * Whether a registration of this session may move to a dearer one (issue 50): `pay` (the
     * difference is paid first, from the registrant's page) or `refuse`; null: `pay`. Staff may
     * still move it and waive the difference or leave it due.
     */
    dearerMoves: text('dearer_moves').$type<'pay' | 'refuse'>(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('offerings_seats_check', sql`${t.seatsTaken} >= 0 and ${t.seatsTaken} <= ${t.seatsCapacity}`),
    index('offerings_starts_idx').on(t.startsAt),
    index('offerings_presenter_staff_idx').on(t.presenterStaffId),
    check('offerings_status_check', sql`${t.status} in ('draft', 'published', 'cancelled')`),
    check('offerings_delivery_method_check', sql`${t.deliveryMethod} in ('lecture', 'participation', 'self_instruction')`),
  ],
);

export type Offering = typeof offerings.$inferSelect;
