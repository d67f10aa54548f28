import type { TaxLine } from '../checkout/tax';
import type { Locale } from '../locale/locales';

/**
 * Receipts (issue 11). Every paid order gets a payment receipt `R-<year>-<number>`; every refund
 * a credit note `CN-<year>-<number>`. Each kind and year is its own gap-free series: the number
 * is taken from a counter row in the same transaction that records the payment or the refund.
 */
export const RECEIPT_KINDS = ['payment', 'refund'] as const;
export type ReceiptKind = (typeof RECEIPT_KINDS)[number];

const PREFIX: Record<ReceiptKind, string> = { payment: 'R', refund: 'CN' };

/** The counter's series: one per kind and calendar year (UTC), e.g. 'R-2026'. */
export function receiptSeries(kind: ReceiptKind, at: Date): string {
  return `${PREFIX[kind]}-${at.getUTCFullYear()}`;
}

/** 'R-2026' and 123 give 'R-2026-000123'. */
export function receiptNumber(series: string, value: number): string {
  return `${series}-${String(value).padStart(6, '0')}`;
}

export const RECEIPT_NUMBER_PATTERN = /^(R|CN)-\d{4}-\d{6,}$/;

/**
 * The file a receipt downloads and is attached as: `receipt-R-2026-000123.pdf`, a credit note
 * `credit-note-CN-2026-000007.pdf`. The same name in every locale, as the number is.
 */
export function receiptFileName(kind: ReceiptKind, number: string): string {
  return `${kind === 'refund' ? 'credit-note' : 'receipt'}-${number}.pdf`;
}

/** The seller as configured when the receipt was issued (tax numbers only where they apply). */
export interface ReceiptCompany {
  legalName: string;
  addressLines: string[];
  /** GST/HST registration number: on receipts of sales billed to Canada. */
  gstHstNumber: string | null;
  /** QST registration number: only when Quebec sales tax was charged. */
  qstNumber: string | null;
  /** US employer identification number, when configured: on receipts of sales billed outside Canada. */
  ein: string | null;
}

export interface CompanyTaxNumbers {
  gstHstNumber: string | null;
  qstNumber: string | null;
  ein: string | null;
}

/** Which of the company's tax numbers a receipt shows: GST/HST for Canada, QST only with QST charged. */
export function taxNumbersFor(company: CompanyTaxNumbers, billingCountry: string, taxes: readonly TaxLine[]) {
  const canada = billingCountry === 'CA';
  return {
    gstHstNumber: canada ? company.gstHstNumber : null,
    qstNumber: taxes.some((t) => t.code === 'QST') ? company.qstNumber : null,
    ein: canada ? null : company.ein,
  };
}

/** Everything needed to draw a receipt again, frozen when it was issued. */
export interface ReceiptDocument {
  number: string;
  kind: ReceiptKind;
  locale: Locale;
  issuedAt: string;
  company: ReceiptCompany;
  registrant: { name: string; practice: string; addressLines: string[]; email: string };
  course: { title: string; when: string | null };
  currency: 'USD' | 'CAD';
  courseFeeCents: number;
  scannerTrial: { cents: number } | null;
  discount: { kind: 'coupon' | 'dso'; code: string; cents: number } | null;
  taxes: TaxLine[];
  totalCents: number;
  card: { brand: string; last4: string } | null;
  paymentReference: string | null;
  /** Refunds only: the amount given back and the receipt of the payment it comes from. */
  refund: { amountCents: number; originalNumber: string | null } | null;
}
