import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { AppError } from '@portal/domain/errors/app-error';
import { PUBLIC_ID_PATTERN } from '@portal/domain/http/validation';
import { stepOf } from '@portal/domain/registration/status';
import { findRegistration } from '../registration/store';

/** The provider record as the web app reads it (spec: id, status, locale, course_type). */
export async function providerById(db: NodePgDatabase, id: string) {
  const row = PUBLIC_ID_PATTERN.test(id) ? await findRegistration(db, id) : undefined;
  if (!row) throw new AppError(404, 'errors:notFound');
  return {
    id: row.id,
    status: row.status,
    locale: row.locale,
    course_type: row.courseType,
    variant: row.variant,
    step: stepOf(row.status),
  };
}

export type ProviderRecord = Awaited<ReturnType<typeof providerById>>;
