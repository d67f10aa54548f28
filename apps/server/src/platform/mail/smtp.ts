import nodemailer from 'nodemailer';
import type { OutgoingMail } from './outbox';

/** An SMTP sender for the delivery worker. */
export function smtpSender(url: string, from: string) {
  const transport = nodemailer.createTransport(url);
  return async (m: OutgoingMail) => {
    await transport.sendMail({
      from,
      to: m.to,
      subject: m.subject,
      text: m.text,
      html: m.html,
      attachments: m.attachments.map((a) => ({ filename: a.filename, contentType: a.contentType, content: Buffer.from(a.contentBase64, 'base64') })),
    });
  };
}
