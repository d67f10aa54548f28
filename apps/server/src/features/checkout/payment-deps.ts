import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { ReceiptCompany } from '@portal/domain/receipts/receipt';
import type { SiteHosts } from '@portal/domain/site/links';
import type { PaymentProvider } from '../../platform/payments/provider';
import type { AllDisclosures } from '../disclosures/store';

/** What paying needs from the app (payment-service.ts, and settle.ts, which it calls: kept apart so settle.ts does not import its caller). */
export interface PaymentDeps {
  db: NodePgDatabase;
  payments: PaymentProvider;
  hosts: SiteHosts;
  /** The portal's address, for the confirmation's calendar attachment. */
  publicUrl: string;
  /** The version of the terms GET /api/tc/ serves now; the user must have agreed to that one. */
  termsVersion: () => string;
  /** The seller printed on the receipt (configuration). */
  company: ReceiptCompany;
  /**
   * The sessions' disclosures for the confirmation e-mail (issue 52), from this instance's offerings
   * cache when it holds them, so a payment sends no statement for them; absent or null, they are read
   * in the transaction (never on a second connection: offerings/cache.ts, keptDisclosures).
   */
  disclosures?: () => AllDisclosures | null;
}
