import type pg from 'pg';
import { AppError } from '@portal/domain/errors/app-error';

/**
 * Failed log-in attempts (wrong password or code) counted per account and per client address in
 * the shared `rate_limit_counters` table, so every server instance sees the same counts. Once a
 * count reaches its limit, every attempt for that key is refused until the window ends, even
 * with the right password: guessing cannot continue elsewhere.
 */
export const LOGIN_LIMITS = {
  windowMs: 15 * 60 * 1000,
  perAccount: 5,
  perAddress: 30,
};

const keys = (email: string, ip: string) => ({ account: `staff-login:account:${email.toLowerCase()}`, address: `staff-login:address:${ip}` });

export async function assertLoginAllowed(pool: pg.Pool, email: string, ip: string) {
  const k = keys(email, ip);
  const { rows } = await pool.query<{ key: string; count: number }>(
    'select key, count from rate_limit_counters where key = any($1) and reset_at > now()',
    [[k.account, k.address]],
  );
  const countOf = (key: string) => rows.find((r) => r.key === key)?.count ?? 0;
  if (countOf(k.account) >= LOGIN_LIMITS.perAccount || countOf(k.address) >= LOGIN_LIMITS.perAddress) {
    throw new AppError(429, 'admin:login.tooManyAttempts');
  }
}

export async function recordLoginFailure(pool: pg.Pool, email: string, ip: string) {
  const k = keys(email, ip);
  await pool.query(
    `insert into rate_limit_counters (key, count, reset_at)
       select key, 1, now() + $2 * interval '1 millisecond' from unnest($1::text[]) as key
     on conflict (key) do update set
       count = case when rate_limit_counters.reset_at <= now() then 1 else rate_limit_counters.count + 1 end,
       reset_at = case when rate_limit_counters.reset_at <= now() then excluded.reset_at else rate_limit_counters.reset_at end`,
    [[k.account, k.address], LOGIN_LIMITS.windowMs],
  );
}
