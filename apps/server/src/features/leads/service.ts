import { createHash } from 'node:crypto';
import { contactLeadSchema, type ContactLead, type LeadReceived } from '@portal/domain/leads/contact-lead';
import { isHoneypotFilled } from '@portal/domain/leads/lead-form';
import { scannerLeadSchema, type ScannerLead } from '@portal/domain/leads/scanner-lead';
import type { Locale } from '@portal/domain/locale/locales';
import type { Database } from '../../db/client';
import type { LeadKind } from '../../db/schema/leads';
import { enqueueMail } from '../../platform/mail/outbox';
import { announceLead, type LeadNotice } from './staff-notice';
import { newPublicId } from '../../platform/security/ids';
import { parseOrThrow } from '../registration/parse';
import { specialistMail } from './specialist-mail';
import { insertLeadOnce } from './store';
import { emitWebhookEvent } from '../webhooks/emit';
import { recordMarketingEmailConsent } from '../privacy/consent-service';
import { CONTACT_US_PATH } from '@portal/domain/leads/paths';

/** The same lead (kind, e-mail, content) sent again within this window is stored once. */
export const DUPLICATE_WINDOW_MINUTES = 10;

/** Every accepted submission gets the same answer: stored, duplicate, or caught by the honeypot. */
const RECEIVED: LeadReceived = { received: true };

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** A stable hash of the validated lead: keys sorted, so field order in the request does not matter. */
function keysOf(kind: LeadKind, lead: Record<string, unknown>) {
  const payloadHash = sha256(JSON.stringify(Object.keys(lead).sort().map((k) => [k, lead[k]])));
  return { payloadHash, dedupKey: sha256(JSON.stringify([kind, lead.email, payloadHash])) };
}

/** POST /api/contact-us/: the schema depends on the locale ('New graduate' is English only). */
export async function submitContactLead(db: Database, locale: Locale, body: unknown, notice?: LeadNotice): Promise<LeadReceived> {
  if (isHoneypotFilled(body)) return RECEIVED;
  const lead: ContactLead = parseOrThrow(contactLeadSchema(locale), body);
  const id = newPublicId();
  await db.orm.transaction(async (tx) => {
    const stored = await insertLeadOnce(tx, {
      id,
      kind: 'contact_us',
      locale,
      firstName: lead.firstName,
      lastName: lead.lastName,
      email: lead.email,
      phone: lead.phone,
      country: lead.country,
      zip: lead.zip,
      state: lead.state,
      city: lead.city,
      howCanWeHelp: lead.howCanWeHelp,
      professionalCategory: lead.professionalCategory,
      professionalSubCategory: lead.professionalSubCategory,
      marketingConsent: lead.marketingConsent,
      ...keysOf('contact_us', lead),
    }, DUPLICATE_WINDOW_MINUTES);
    if (!stored) return;
    // The form's marketing e-mail checkbox, kept with its exact label as proof (or proof of refusal).
    await recordMarketingEmailConsent(tx, { leadId: id, locale, source: CONTACT_US_PATH, granted: lead.marketingConsent });
    await announceLead(tx, notice, { source: 'contact_us', id, ...lead });
    await emitWebhookEvent(tx, 'lead.created', {
      leadId: id, source: 'contact_us', locale, email: lead.email, firstName: lead.firstName, lastName: lead.lastName,
      phone: lead.phone, country: lead.country, marketingConsent: lead.marketingConsent, createdAt: new Date().toISOString(),
    });
  });
  return RECEIVED;
}

/**
 * POST /api/scanner-trial/leads: stored, and the specialists' mailbox gets the request in the
 * same transaction (no e-mail for a lead that was not stored, none for a duplicate).
 */
export async function submitScannerLead(db: Database, specialistEmail: string, locale: Locale, body: unknown, notice?: LeadNotice): Promise<LeadReceived> {
  if (isHoneypotFilled(body)) return RECEIVED;
  const lead: ScannerLead = parseOrThrow(scannerLeadSchema, body);
  const id = newPublicId();
  await db.orm.transaction(async (tx) => {
    const stored = await insertLeadOnce(tx, {
      id,
      kind: 'scanner_trial',
      locale,
      firstName: lead.firstName,
      lastName: lead.lastName,
      email: lead.email,
      phone: lead.phone,
      country: lead.country,
      zip: lead.zip,
      providerId: lead.providerId ?? null,
      ...keysOf('scanner_trial', lead),
    }, DUPLICATE_WINDOW_MINUTES);
    if (!stored) return;
    await enqueueMail(tx, specialistMail(specialistEmail, lead, locale, id));
    await announceLead(tx, notice, { source: 'scanner_trial', id, ...lead });
    await emitWebhookEvent(tx, 'lead.created', {
      leadId: id, source: 'scanner_trial', locale, email: lead.email, firstName: lead.firstName, lastName: lead.lastName,
      phone: lead.phone, country: lead.country, marketingConsent: false, createdAt: new Date().toISOString(),
    });
  });
  return RECEIVED;
}
