import type { Locale } from '@portal/domain/locale/locales';
import type { UniversityForm, UniversityFormResponse } from '@portal/domain/university/schema';
import type { Database } from '../../db/client';
import { translator } from '../../platform/i18n';
import { enqueueMail } from '../../platform/mail/outbox';
import { newPublicId } from '../../platform/security/ids';
import { announceLead, type LeadNotice } from '../leads/staff-notice';
import { emitWebhookEvent } from '../webhooks/emit';
import { confirmationMail } from './confirmation-mail';
import { insertSubmission } from './store';

/** Stores a submission and queues its confirmation in one transaction: no mail without the row. */
export async function submitUniversityForm(db: Database, locale: Locale, form: UniversityForm, notice?: LeadNotice): Promise<UniversityFormResponse> {
  const id = newPublicId();
  await db.orm.transaction(async (tx) => {
    await insertSubmission(tx, id, locale, form);
    await enqueueMail(tx, { ...confirmationMail(translator(locale), form.emailPermanent, form.first_name, id), locale });
    await announceLead(tx, notice, { source: 'university', id, firstName: form.first_name, lastName: form.last_name, email: form.emailPermanent });
    await emitWebhookEvent(tx, 'university.submitted', {
      submissionId: id, locale, email: form.emailPermanent, firstName: form.first_name, lastName: form.last_name, phone: form.phone,
      university: form.universityOther || form.university, program: form.program, programDate: form.programDate, openAccount: form.openAccount === 'yes', submittedAt: new Date().toISOString(),
    });
  });
  return { id };
}
