import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailBlocks } from '../src/platform/mail/html/mail-blocks';
import { enqueueMail } from '../src/platform/mail/outbox';
import { resumeMail } from '../src/features/resume/mail';
import { until } from './helpers/locks';
import { testSmtp, type TestSmtp } from './helpers/smtp';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * Every e-mail has a branded HTML part (react-email) made from its plain text, in the recipient's
 * language, readable on a phone and in dark mode; checked on what a real SMTP server received.
 */
describe('the blocks of an e-mail', () => {
  it('paragraphs, a list under its title, and a link that ends a paragraph as an action', () => {
    const text = 'Hello Dana,\n\nNext steps:\n- Meet your specialist\n- Download the app\n\nContinue here:\nhttps://portal.example/resume?token=abc\n\nSee https://x.example/a. Thanks';
    expect(mailBlocks(text)).toEqual([
      { kind: 'paragraph', lines: ['Hello Dana,'] },
      { kind: 'list', intro: 'Next steps:', items: ['Meet your specialist', 'Download the app'] },
      { kind: 'action', lines: ['Continue here:'], url: 'https://portal.example/resume?token=abc' },
      { kind: 'paragraph', lines: ['See https://x.example/a. Thanks'] },
    ]);
  });
});

describe('HTML e-mails through SMTP', () => {
  let smtp: TestSmtp;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await testSmtp();
    t = await createTestApp({ SMTP_URL: smtp.url, MAIL_FROM: 'Portal <portal@example.org>', MAIL_POLL_SECONDS: '0.5' });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.stop();
  });

  async function sent(to: string) {
    await until(async () => smtp.received.some((m) => m.to && !Array.isArray(m.to) && m.to.text === to), 15_000);
    return smtp.received.find((m) => m.to && !Array.isArray(m.to) && m.to.text === to)!;
  }

  it('a French resume link: both parts, the language, a button to the link, dark mode, escaped names', async () => {
    const link = 'https://portal.example/registration/resume?token=tok123&locale=fr-CA';
    const message = resumeMail('zoe.fr@example.com', { name: '<b>Zoé</b>', title: 'Formation', link, locale: 'fr-CA' });
    await enqueueMail(t.db.orm, message);
    const mail = await sent('zoe.fr@example.com');

    expect(mail.text?.trim()).toBe(message.text.trim());
    const html = mail.html || '';
    expect(html).toMatch(/^<!DOCTYPE html/);
    expect(html).toMatch(/<html[^>]* lang="fr-CA"/);
    expect(html).toContain('<meta name="color-scheme" content="light dark"');
    expect(html).toContain('@media (prefers-color-scheme: dark)');
    expect(html).toContain('max-width:600px');
    expect(html).toContain("Portail des fournisseurs d&#x27;aligneurs transparents");
    expect(html).toContain(`<h1`);
    expect(html).toContain(message.subject.replace(/'/g, '&#x27;'));
    // The link is a button and, for mail apps that block buttons, an address under it.
    const hrefs = [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1].replace(/&amp;/g, '&'));
    expect(hrefs.filter((h) => h === link)).toHaveLength(2);
    expect(html).toContain('Ouvrir le lien');
    expect(html).toContain('&lt;b&gt;Zoé&lt;/b&gt;');
    expect(html).not.toContain('<b>Zoé');
  });

  it('an English mail without a locale is framed in English', async () => {
    await enqueueMail(t.db.orm, { to: 'plain.en@example.com', subject: 'Hello', text: 'Hello Sam,\n\nYour lead:\nhttps://portal.example/admin/leads/1/show' });
    const html = (await sent('plain.en@example.com')).html || '';
    expect(html).toMatch(/<html[^>]* lang="en"/);
    expect(html).toContain('Open the link');
    expect(html).toContain('Clear Aligner Provider Portal');
  });
});
