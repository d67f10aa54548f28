import { SessionCreateSchema } from '@portal/domain/sessions-admin/schemas';
import { instantToWallTime, wallTimeToInstant } from '@portal/domain/sessions-admin/zoned-time';

/**
 * The session form holds the start and end as wall-clock times at the venue (startsLocal,
 * endsLocal) and prices in cents; the API takes instants. The same shared schema as the server's
 * checks the form before it is sent, so staff see every mistake at once, under its field.
 */
export type SessionFormValues = Record<string, unknown> & { timeZone?: string; startsLocal?: string; endsLocal?: string };

export function toSessionBody(values: SessionFormValues) {
  const { startsLocal, endsLocal, id: _id, seatsTaken: _t, seatsLeft: _l, createdAt: _c, updatedAt: _u, cancelledAt: _x, ...rest } = values;
  const zone = String(values.timeZone ?? '');
  return { ...rest, startsAt: wallTimeToInstant(startsLocal, zone), endsAt: wallTimeToInstant(endsLocal, zone) };
}

/** The form's values for a stored session (its instants shown in its own zone). */
export function toFormValues(session: { startsAt?: string | null; endsAt?: string | null; timeZone?: string }) {
  const zone = session.timeZone ?? 'UTC';
  return { startsLocal: instantToWallTime(session.startsAt, zone), endsLocal: instantToWallTime(session.endsAt, zone) };
}

const FIELD_OF: Record<string, string> = { startsAt: 'startsLocal', endsAt: 'endsLocal' };

/** Form-level validation for react-admin: `{ field: catalog key }`, empty when the session is valid. */
export function validateSession(values: SessionFormValues): Record<string, string> {
  const parsed = SessionCreateSchema.safeParse({ ...toSessionBody(values), status: 'draft' });
  if (parsed.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? '');
    const name = FIELD_OF[field] ?? field;
    if (name && !errors[name]) errors[name] = issue.message;
  }
  return errors;
}
