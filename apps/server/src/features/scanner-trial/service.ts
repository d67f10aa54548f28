import type { GoDigitalOfferBody } from '@portal/domain/questionnaire/scanner';
import { stepOf } from '@portal/domain/registration/status';
import type { Database } from '../../db/client';
import { advance, loadForStep } from '../registration/progress';
import { insertGoDigitalChoice } from './store';

/**
 * The answer to the scanner question and the trial offer (POST /api/go-digital-offer). The
 * registration id is in the body, so the funnel's objectives step and the campaign page
 * (/campaign_go_digital) share this call. Only a record at go_digital_landing can answer, once:
 * the status moves first, so a repeated answer gets 409 and changes nothing.
 */
export async function answerGoDigitalOffer(db: Database, body: GoDigitalOfferBody) {
  const row = await loadForStep(db.orm, body.id, 'objectives');
  const status = await db.orm.transaction(async (tx) => {
    const to = await advance(tx, row, 'offer_answered');
    await insertGoDigitalChoice(tx, row.id, {
      ownsScanner: body.owns_scanner ?? null,
      scanner: body.owns_scanner === 'yes' ? (body.scanner ?? null) : null,
      addedToCart: body.added_to_cart,
      termsAcceptedAt: body.added_to_cart ? new Date() : null,
    });
    return to;
  });
  return { status, step: stepOf(status), added_to_cart: body.added_to_cart };
}
