import { isLiveSession } from '@portal/domain/schedule/session';
import { formatSessionWhen } from '@portal/domain/schedule/when';
import { taxNumbersFor, type ReceiptCompany, type ReceiptDocument } from '@portal/domain/receipts/receipt';
import type { OrderRow, RefundRow } from '../../db/schema/checkout';
import type { Offering } from '../../db/schema/offerings';
import type { RegistrationRow } from '../../db/schema/registration';
import { courseView } from '../checkout/course-view';

export interface PaymentFacts {
  number: string;
  issuedAt: Date;
  order: OrderRow;
  registration: RegistrationRow;
  offering: Offering;
  company: ReceiptCompany;
}

/** The facts of a paid order's receipt, in the registrant's locale, frozen at issue. */
export function paymentDocument(f: PaymentFacts): ReceiptDocument {
  const { order, registration: r } = f;
  const locale = r.locale;
  const course = courseView(f.offering, locale);
  const live = isLiveSession(f.offering) ? f.offering : null;
  const when = live ? formatSessionWhen(live, locale) : null;
  const b = order.billing;
  const discount =
    order.discountCents > 0
      ? order.couponCode
        ? { kind: 'coupon' as const, code: order.couponCode, cents: order.discountCents }
        : { kind: 'dso' as const, code: r.dsoCode ?? '', cents: order.discountCents }
      : null;
  return {
    number: f.number,
    kind: 'payment',
    locale,
    issuedAt: f.issuedAt.toISOString(),
    company: { ...f.company, addressLines: [...f.company.addressLines], ...taxNumbersFor(f.company, b.country, order.taxes) },
    registrant: {
      name: `${r.firstName} ${r.lastName}`.trim(),
      practice: r.information.practiceName,
      addressLines: [b.address1, b.address2, [b.city, b.state, b.postalCode].filter(Boolean).join(', '), b.country].filter((l): l is string => Boolean(l)),
      email: r.email,
    },
    course: { title: course.title, when: when ? `${when.date}, ${when.time}` : null },
    currency: order.currency,
    courseFeeCents: order.courseFeeCents,
    scannerTrial: order.scannerTrial ? { cents: order.scannerTrialCents } : null,
    discount,
    taxes: order.taxes,
    totalCents: order.orderTotalCents,
    card: order.cardBrand && order.cardLast4 ? { brand: order.cardBrand, last4: order.cardLast4 } : null,
    paymentReference: order.providerReference,
    refund: null,
  };
}

/**
 * A refund's credit note: the original receipt's lines (what was bought) and the amount given
 * back. The staff member's reason is internal and is not part of it.
 */
export function refundDocument(f: { number: string; issuedAt: Date; refund: RefundRow; original: ReceiptDocument | null } & Omit<PaymentFacts, 'number' | 'issuedAt'>): ReceiptDocument {
  return {
    ...paymentDocument(f),
    kind: 'refund',
    paymentReference: f.refund.providerReference,
    refund: { amountCents: f.refund.amountCents, originalNumber: f.original?.number ?? null },
  };
}
