import { formatMoney } from '@portal/domain/locale/format';
import type { ReceiptDocument } from '@portal/domain/receipts/receipt';
import type { OutboxAttachment } from '../../db/schema/mail';
import { translator } from '../../platform/i18n';
import type { MailMessage } from '../../platform/mail/outbox';

/** The short e-mail that sends a refund's credit note to the registrant, in their locale, with a link to their registration's own page. */
export function refundReceiptMail(m: { to: string; firstName: string; document: ReceiptDocument; receipt: OutboxAttachment; manageUrl?: string }): MailMessage {
  const d = m.document;
  const t = translator(d.locale);
  const amount = formatMoney({ cents: d.refund?.amountCents ?? 0, currency: d.currency }, d.locale);
  const blocks = [
    t('checkout:receipt.refundMail.greeting', { name: m.firstName }),
    t('checkout:receipt.refundMail.intro', { amount, course: d.course.title }),
    t('checkout:receipt.refundMail.attached', { number: d.number }),
    ...(m.manageUrl ? [t('completion:email.manage', { url: m.manageUrl })] : []),
    t('checkout:receipt.refundMail.signature'),
  ];
  return {
    to: m.to,
    subject: t('checkout:receipt.refundMail.subject', { number: d.number }),
    text: blocks.join('\n\n'),
    locale: d.locale,
    attachments: [m.receipt],
  };
}
