import type { ExportKind } from '@portal/domain/exports/schemas';

/**
 * One SQL query per export, with its CSV columns: $1 is the period's first instant, $2 the
 * instant after its last day. Rows come out in a stable order so two exports of one period match.
 * Erased people (privacy erasure: `anonymised_at`) are left out of the lists of people; payments
 * stay, as tax law keeps them.
 */
export const EXPORTS: Record<ExportKind, { columns: string[]; sql: string }> = {
  registrations: {
    columns: ['registration_id', 'registered_at', 'first_name', 'last_name', 'email', 'clin_id', 'status', 'course_type', 'locale', 'country', 'session_id', 'session', 'session_starts_at', 'cancelled_at', 'refunded_at', 'state'],
    // `state` is the funnel status, or how the registration ended (the domain's ended.ts: cancelled wins over refunded).
    sql: `select r.id, r.created_at, r.first_name, r.last_name, r.email, r.clin_id, r.status, r.course_type, r.locale, r.country, o.id, o.title_en, o.starts_at, r.cancelled_at,
                 r.refunded_at, case when r.cancelled_at is not null then 'cancelled' when r.refunded_at is not null then 'refunded' else r.status end
          from registrations r join offerings o on o.id = r.offering_id
          where r.created_at >= $1 and r.created_at < $2 and r.anonymised_at is null order by r.created_at, r.id`,
  },
  payments: {
    columns: ['order_id', 'paid_at', 'registration_id', 'email', 'status', 'currency', 'course_fee', 'discount', 'tax', 'total', 'refunded', 'coupon', 'card_brand', 'card_last4', 'provider_reference'],
    // A paid order refunded in full reads 'refunded' (the domain's paymentState); a partial refund leaves it 'paid'.
    sql: `select o.id, o.created_at, o.registration_id, r.email,
                 case when o.status = 'paid' and (select coalesce(sum(f.amount_cents), 0) from refunds f where f.order_id = o.id) >= o.order_total_cents then 'refunded' else o.status end,
                 o.currency, o.course_fee_cents / 100.0, o.discount_cents / 100.0, o.tax_cents / 100.0,
                 o.order_total_cents / 100.0, coalesce((select sum(f.amount_cents) from refunds f where f.order_id = o.id), 0) / 100.0,
                 o.coupon_code, o.card_brand, o.card_last4, o.provider_reference
          from orders o join registrations r on r.id = o.registration_id
          where o.created_at >= $1 and o.created_at < $2 order by o.created_at, o.id`,
  },
  leads: {
    columns: ['source', 'lead_id', 'received_at', 'first_name', 'last_name', 'email', 'phone', 'country', 'locale', 'status', 'owner', 'notes'],
    sql: `select i.source, i.id, i.created_at, i.first_name, i.last_name, i.email, i.phone, i.country, i.locale, coalesce(f.status, 'new'), s.email, coalesce(f.notes, '')
          from (select kind as source, id, created_at, first_name, last_name, email, phone, country, locale from leads where anonymised_at is null
                union all
                select 'university', id, created_at, first_name, last_name, email_permanent, phone, 'US', locale from university_submissions where anonymised_at is null) i
          left join lead_followups f on f.source = i.source and f.source_id = i.id left join staff_users s on s.id = f.owner_id
          where i.created_at >= $1 and i.created_at < $2 order by i.created_at, i.id`,
  },
  attendance: {
    columns: ['registration_id', 'marked_at', 'marked_by', 'session_id', 'session', 'session_starts_at', 'first_name', 'last_name', 'email', 'clin_id', 'certificate_id', 'ce_hours'],
    sql: `select a.registration_id, a.marked_at, a.marked_by, o.id, o.title_en, o.starts_at, r.first_name, r.last_name, r.email, r.clin_id, c.id, c.ce_hours
          from attendance a join registrations r on r.id = a.registration_id join offerings o on o.id = a.offering_id
          left join certificates c on c.registration_id = a.registration_id
          where a.marked_at >= $1 and a.marked_at < $2 and r.anonymised_at is null order by a.marked_at, a.registration_id`,
  },
};
