import { and, desc, eq } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { AppError } from '@portal/domain/errors/app-error';
import { PUBLIC_ID_PATTERN } from '@portal/domain/http/validation';
import { RECEIPT_NUMBER_PATTERN, type ReceiptCompany, type ReceiptDocument } from '@portal/domain/receipts/receipt';
import type { OrderRow, RefundRow } from '../../db/schema/checkout';
import type { MailAttachment } from '../../db/schema/mail';
import type { Offering } from '../../db/schema/offerings';
import { receipts, type ReceiptRow } from '../../db/schema/receipts';
import type { RegistrationRow } from '../../db/schema/registration';
import { paymentDocument, refundDocument } from './document';
import { nextReceiptNumber, type NumberingMode } from './numbering';
import { renderReceipt } from './receipt-pdf';

export interface IssueContext {
  registration: RegistrationRow;
  offering: Offering;
  company: ReceiptCompany;
  /** Test-only: the control runs of the concurrency test (see numbering.ts). */
  numbering?: { mode: NumberingMode; db: NodePgDatabase };
}

export interface Issued {
  row: ReceiptRow;
  attachment: MailAttachment;
}

/** The paid order's receipt, numbered and stored in the payment's transaction, with its PDF for the e-mail. */
export async function issuePaymentReceipt(tx: NodePgDatabase, order: OrderRow, ctx: IssueContext): Promise<Issued> {
  const issuedAt = new Date();
  const number = await nextReceiptNumber(tx, 'payment', issuedAt, ctx.numbering);
  const document = paymentDocument({ number, issuedAt, order, ...ctx });
  return store(tx, { number, kind: 'payment', orderId: order.id, registrationId: order.registrationId, locale: document.locale, document, createdAt: issuedAt });
}

/** A refund's credit note, numbered and stored in the refund's transaction. */
export async function issueRefundReceipt(tx: NodePgDatabase, refund: RefundRow, order: OrderRow, ctx: IssueContext): Promise<Issued> {
  const issuedAt = new Date();
  const number = await nextReceiptNumber(tx, 'refund', issuedAt, ctx.numbering);
  const [original] = await tx.select().from(receipts).where(eq(receipts.orderId, order.id));
  const document = refundDocument({ number, issuedAt, refund, order, original: original?.document ?? null, ...ctx });
  return store(tx, { number, kind: 'refund', refundId: refund.id, registrationId: refund.registrationId, locale: document.locale, document, createdAt: issuedAt });
}

async function store(tx: NodePgDatabase, values: typeof receipts.$inferInsert): Promise<Issued> {
  const [row] = await tx.insert(receipts).values(values).returning();
  return { row, attachment: await receiptAttachment(row.document) };
}

export const receiptFileName = (number: string) => `receipt-${number}.pdf`;

export async function receiptAttachment(document: ReceiptDocument): Promise<MailAttachment> {
  const pdf = await renderReceipt(document);
  return { filename: receiptFileName(document.number), contentType: 'application/pdf', contentBase64: Buffer.from(pdf).toString('base64') };
}

/**
 * A receipt's PDF, found by its registration and number: the registration's id is the capability
 * (as for the completion page), so a number alone opens nothing. 404 for anything else.
 */
export async function receiptPdf(db: NodePgDatabase, registrationId: string, number: string): Promise<{ pdf: Uint8Array; fileName: string }> {
  if (!PUBLIC_ID_PATTERN.test(registrationId) || !RECEIPT_NUMBER_PATTERN.test(number)) throw new AppError(404, 'errors:notFound');
  const [row] = await db.select().from(receipts).where(and(eq(receipts.registrationId, registrationId), eq(receipts.number, number)));
  if (!row) throw new AppError(404, 'errors:notFound');
  return { pdf: await renderReceipt(row.document), fileName: receiptFileName(row.number) };
}

export const receiptPath = (registrationId: string, number: string) => `/api/receipts/${registrationId}/${number}.pdf`;

/** The completion page's link to the payment receipt, if the registration was paid here. */
export async function paymentReceiptLink(db: NodePgDatabase, registrationId: string): Promise<{ number: string; path: string } | null> {
  const [row] = await db
    .select({ number: receipts.number })
    .from(receipts)
    .where(and(eq(receipts.registrationId, registrationId), eq(receipts.kind, 'payment')))
    .orderBy(desc(receipts.createdAt))
    .limit(1);
  return row ? { number: row.number, path: receiptPath(registrationId, row.number) } : null;
}
