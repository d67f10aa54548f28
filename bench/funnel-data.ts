import type { Pool } from 'pg';
import { FUNNEL_STEPS } from '../packages/domain/src/funnel/steps';

/**
 * The funnel bench's data (needs the demo offerings): registrations spread over the last year across the demo offerings, locales and campaigns; each
 * goes a random depth into its course's funnel, one step every few hours, and the history holds
 * exactly the steps reached (what the server records).
 */
export async function generateFunnel(pool: Pool, count: number) {
  const steps = `array[${FUNNEL_STEPS.map((s) => `'${s}'`).join(',')}]`;
  await pool.query(`select setseed(0.3)`);
  await pool.query(`
    create temporary table gen as
    select g, 'bench' || lpad(g::text, 17, '0') as id, o.id as offering_id, o.course_type, o.variant,
           (array['en','en','fr-CA','en-CA'])[1 + (g % 4)] as locale,
           now() - random() * interval '365 days' as created_at,
           case when random() < 0.3 then null else (array['newsletter','ads','partner','webinar','social'])[1 + floor(random() * 5)::int] end as utm_source,
           'spring-' || floor(random() * 10)::int as utm_campaign,
           -- How far it went: index into its course's steps (live: 9 steps; on demand: information, checkout, paid).
           floor(power(random(), 1.6) * case when o.course_type = 'live' then 9 else 3 end)::int + 1 as depth
    from generate_series(1, ${count}) g
    join lateral (select id, course_type, variant from offerings where status = 'published' order by md5(id || g) limit 1) o on true`);
  await pool.query(`
    insert into registrations (id, offering_id, status, course_type, variant, locale, email, first_name, last_name, country, information, created_at, updated_at, utm_source, utm_campaign)
    select id, offering_id,
           case when course_type = 'live' then (array['objectives','objectives','scorm','scorm','scorm','quiz','cart','cart','confirmation'])[depth]
                else (array['cart','cart','on_demand_confirmation'])[depth] end,
           course_type, variant, locale, 'bench' || g || '@example.com', 'Bench', 'Person ' || g, case when locale = 'en' then 'US' else 'CA' end, '{}'::jsonb,
           created_at, created_at, utm_source, case when utm_source is null then null else utm_campaign end
    from gen`);
  await pool.query(`
    insert into registration_step_history (registration_id, step, reached_at)
    select id, s.step, created_at + (k - 1) * interval '7 hours' + random() * interval '6 hours' * (k > 1)::int
    from gen
    cross join lateral (
      select step, k from unnest(case when course_type = 'live' then ${steps} else array['information','checkout','paid'] end) with ordinality as u(step, k)
    ) s
    where s.k <= gen.depth or (gen.course_type <> 'live' and s.k = 2)`);
  // Live registrants who reached the quiz: a first try (passed for 70% of those who passed at all), and a second that passed.
  await pool.query(`
    insert into quiz_attempts (id, registration_id, variant, answers, correct, passed, created_at)
    select 'qa1' || id, id, variant, '{}', 0, passed, created_at + interval '44 hours'
    from (select *, depth >= 7 and random() < 0.7 as passed from gen where course_type = 'live' and depth >= 6) a`);
  await pool.query(`
    insert into quiz_attempts (id, registration_id, variant, answers, correct, passed, created_at)
    select 'qa2' || g.id, g.id, g.variant, '{}', 10, true, g.created_at + interval '45 hours'
    from gen g join quiz_attempts a on a.id = 'qa1' || g.id where g.depth >= 7 and not a.passed`);
  await pool.query(`
    insert into orders (id, registration_id, idempotency_key, status, currency, course_fee_cents, discount_cents, tax_cents, taxes, course_total_cents,
                        scanner_trial, scanner_trial_cents, order_total_cents, coupon_code, billing, terms_version, terms_accepted_at, provider, created_at)
    select 'ord' || h.registration_id, h.registration_id, 'key' || h.registration_id, 'paid', case when r.country = 'CA' then 'CAD' else 'USD' end,
           149500, 0, 0, '[]', 149500, random() < 0.15, 0, 149500, case when random() < 0.2 then 'SPRING' end, '{}', 'v1', h.reached_at, 'sandbox', h.reached_at
    from registration_step_history h join registrations r on r.id = h.registration_id where h.step = 'paid'`);
  await pool.query(`
    insert into refunds (id, order_id, registration_id, amount_cents, currency, idempotency_key, provider, provider_reference, created_by)
    select 'ref' || id, id, registration_id, 50000, currency, 'rkey' || id, 'sandbox', 'ref' || id, 'bench' from orders where random() < 0.03`);
  await pool.query(`drop table gen`);
  await pool.query(`analyze`);
}
