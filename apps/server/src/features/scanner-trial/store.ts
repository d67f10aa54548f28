import { eq } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { Scanner } from '@portal/domain/questionnaire/scanner-options';
import { goDigitalOffers } from '../../db/schema/scanner-trial';

export interface GoDigitalChoice {
  ownsScanner: 'yes' | 'no' | null;
  scanner: Scanner | null;
  /** Spec section 4: true when the trial was accepted (checkout shows it as added), false when declined. */
  addedToCart: boolean;
  termsAcceptedAt: Date | null;
}

export async function insertGoDigitalChoice(tx: NodePgDatabase, registrationId: string, choice: GoDigitalChoice) {
  await tx.insert(goDigitalOffers).values({ registrationId, ...choice });
}

/** The scanner answer and trial choice of a registration; undefined when the offer was never answered. */
export async function findGoDigitalChoice(db: NodePgDatabase, registrationId: string): Promise<GoDigitalChoice | undefined> {
  const [row] = await db
    .select({
      ownsScanner: goDigitalOffers.ownsScanner,
      scanner: goDigitalOffers.scanner,
      addedToCart: goDigitalOffers.addedToCart,
      termsAcceptedAt: goDigitalOffers.termsAcceptedAt,
    })
    .from(goDigitalOffers)
    .where(eq(goDigitalOffers.registrationId, registrationId));
  return row;
}
