import { and, desc, eq } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { AppError } from '@portal/domain/errors/app-error';
import { PUBLIC_ID_PATTERN } from '@portal/domain/http/validation';
import { RECEIPT_NUMBER_PATTERN, receiptFileName, type ReceiptCompany } from '@portal/domain/receipts/receipt';
import type { OrderRow, RefundRow } from '../../db/schema/checkout';
import type { MailAttachment, MailAttachmentRef } from '../../db/schema/mail';
import type { Offering } from '../../db/schema/offerings';
import { receipts, type ReceiptRow } from '../../db/schema/receipts';
import type { RegistrationRow } from '../../db/schema/registration';
import { paymentDocument, refundDocument } from './document';
import { numberAndStore, type NumberingTest } from './numbering';
import { renderReceipt } from './receipt-pdf';

export interface IssueContext {
  registration: RegistrationRow;
  offering: Offering;
  company: ReceiptCompany;
  /** Test-only: the control runs and pauses of the concurrency tests (see numbering.ts). */
  numbering?: NumberingTest;
}

/**
 * The paid order's receipt, stored in the payment's transaction and numbered at its commit
 * (numbering.ts, 'at-commit'): its number is known once the payment has committed. The PDF is not
 * drawn here: the confirmation mail carries `receiptOfOrder` and the PDF is drawn from this frozen
 * row when it is sent.
 */
export async function issuePaymentReceipt(tx: NodePgDatabase, order: OrderRow, ctx: IssueContext): Promise<ReceiptRow> {
  const issuedAt = new Date();
  const document = paymentDocument({ number: '', issuedAt, order, ...ctx });
  return numberAndStore(tx, 'payment', { kind: 'payment', orderId: order.id, registrationId: order.registrationId, locale: document.locale, document, createdAt: issuedAt }, ctx.numbering, 'at-commit');
}

/** A refund's credit note, numbered and stored in the refund's transaction (as a payment's receipt, after the refund's other rows). */
export async function issueRefundReceipt(tx: NodePgDatabase, refund: RefundRow, order: OrderRow, ctx: IssueContext): Promise<ReceiptRow> {
  const issuedAt = new Date();
  const [original] = await tx.select().from(receipts).where(eq(receipts.orderId, order.id));
  const document = refundDocument({ number: '', issuedAt, refund, order, original: original?.document ?? null, ...ctx });
  return numberAndStore(tx, 'refund', { kind: 'refund', refundId: refund.id, registrationId: refund.registrationId, locale: document.locale, document, createdAt: issuedAt }, ctx.numbering);
}

const RECEIPT_PDF = 'application/pdf';

/** A mail's reference to a paid order's receipt, drawn when the mail is sent (drawReceiptAttachment). */
export const receiptOfOrder = (orderId: string): MailAttachmentRef => ({ draw: 'receipt', of: { orderId }, contentType: RECEIPT_PDF });

/** A mail's reference to a refund's credit note. */
export const receiptOfRefund = (refundId: string): MailAttachmentRef => ({ draw: 'receipt', of: { refundId }, contentType: RECEIPT_PDF });

/**
 * The mail worker's resolver (app.ts): a referenced receipt drawn from its frozen row, the same
 * bytes as its download. A reference to a row that is not there fails the send (it is retried).
 */
export async function drawReceiptAttachment(db: NodePgDatabase, ref: MailAttachmentRef): Promise<MailAttachment> {
  const { orderId, refundId } = ref.of;
  const where = ref.draw === 'receipt' && orderId ? eq(receipts.orderId, orderId) : ref.draw === 'receipt' && refundId ? eq(receipts.refundId, refundId) : null;
  if (!where) throw new Error(`mail: unknown attachment reference '${ref.draw}'`);
  const [row] = await db.select().from(receipts).where(where);
  if (!row) throw new Error(`mail: the receipt of ${orderId ? `order ${orderId}` : `refund ${refundId}`} is not there`);
  const pdf = await renderReceipt(row.document);
  return { filename: receiptFileName(row.kind, row.number), contentType: RECEIPT_PDF, contentBase64: Buffer.from(pdf).toString('base64') };
}

/**
 * A receipt's PDF, found by its registration and number: the registration's id is the capability
 * (as for the completion page), so a number alone opens nothing. 404 for anything else.
 */
export async function receiptPdf(db: NodePgDatabase, registrationId: string, number: string): Promise<{ pdf: Uint8Array; fileName: string }> {
  if (!PUBLIC_ID_PATTERN.test(registrationId) || !RECEIPT_NUMBER_PATTERN.test(number)) throw new AppError(404, 'errors:notFound');
  const [row] = await db.select().from(receipts).where(and(eq(receipts.registrationId, registrationId), eq(receipts.number, number)));
  if (!row) throw new AppError(404, 'errors:notFound');
  return { pdf: await renderReceipt(row.document), fileName: receiptFileName(row.kind, row.number) };
}

/**
 * A receipt's address for the registrant (issue 50: an id alone opens nothing personal): on their
 * own page, under its link's token; on the 'All set!' page, under the completion's path, which
 * the browser that paid sends its paid_registration cookie to.
 */
export const pageReceiptPath = (token: string, number: string) => `/api/my-registration/${token}/receipts/${number}.pdf`;
export const completionReceiptPath = (registrationId: string, number: string) => `/api/confirmation/${registrationId}/receipts/${number}.pdf`;

/** The completion page's link to the payment receipt, if the registration was paid here (shown only to the browser that paid). */
export async function paymentReceiptLink(db: NodePgDatabase, registrationId: string): Promise<{ number: string; path: string } | null> {
  const [row] = await db
    .select({ number: receipts.number })
    .from(receipts)
    .where(and(eq(receipts.registrationId, registrationId), eq(receipts.kind, 'payment')))
    .orderBy(desc(receipts.createdAt))
    .limit(1);
  return row ? { number: row.number, path: completionReceiptPath(registrationId, row.number) } : null;
}
