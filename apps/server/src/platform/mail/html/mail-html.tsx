/** @jsxRuntime automatic @jsxImportSource react */
import { Button, Heading, Link, Text, render } from '@react-email/components';
import type { Locale } from '@portal/domain/locale/locales';
import { translator } from '../../i18n';
import { MAIL_COLORS, MailLayout } from './mail-layout';
import { linkParts, mailBlocks } from './mail-blocks';

const textStyle = { fontSize: 16, lineHeight: '24px', margin: '16px 0', color: MAIL_COLORS.text } as const;
const linkStyle = { color: MAIL_COLORS.brandDark, textDecoration: 'underline', wordBreak: 'break-all' } as const;

function Line({ line }: { line: string }) {
  return (
    <>
      {linkParts(line).map((p, i) =>
        p.url ? (
          <Link key={i} href={p.url} className="link" style={linkStyle}>
            {p.text}
          </Link>
        ) : (
          p.text
        ),
      )}
    </>
  );
}

function Lines({ lines }: { lines: string[] }) {
  return (
    <>
      {lines.map((l, i) => (
        <span key={i}>
          {i > 0 && <br />}
          <Line line={l} />
        </span>
      ))}
    </>
  );
}

/**
 * The HTML part of an e-mail, made from its plain text in the recipient's language: the subject as
 * the heading, paragraphs, lists, and a button for each link that ends a paragraph (with the
 * address under it, for mail apps that block buttons).
 */
export async function mailHtml(message: { subject: string; text: string }, locale: Locale): Promise<string> {
  const t = translator(locale);
  const blocks = mailBlocks(message.text);
  // The line a mail app previews beside the subject: the first words after the greeting.
  const sentences = blocks.flatMap((b) => (b.kind === 'list' ? [] : [b.lines.join(' ')])).filter(Boolean);
  const preview = sentences[1] ?? sentences[0] ?? message.subject;
  return render(
    <MailLayout lang={locale} preview={preview} brand={t('common:brand')} footer={t('mail:footer')}>
      <Heading as="h1" style={{ fontSize: 22, lineHeight: '30px', margin: '16px 0 8px', color: MAIL_COLORS.text }}>
        {message.subject}
      </Heading>
      {blocks.map((b, i) => {
        if (b.kind === 'list')
          return (
            <div key={i}>
              {b.intro && (
                <Text style={{ ...textStyle, marginBottom: 0, fontWeight: 600 }}>
                  <Line line={b.intro} />
                </Text>
              )}
              <ul style={{ ...textStyle, marginTop: b.intro ? 4 : 16, paddingLeft: 24 }}>
                {b.items.map((item, j) => (
                  <li key={j} style={{ margin: '4px 0' }}>
                    <Line line={item} />
                  </li>
                ))}
              </ul>
            </div>
          );
        if (b.kind === 'paragraph')
          return (
            <Text key={i} style={textStyle}>
              <Lines lines={b.lines} />
            </Text>
          );
        return (
          <div key={i}>
            {b.lines.length > 0 && (
              <Text style={textStyle}>
                <Lines lines={b.lines} />
              </Text>
            )}
            <Button href={b.url} style={{ backgroundColor: MAIL_COLORS.brandDark, color: '#FFFFFF', borderRadius: 6, padding: '12px 20px', fontSize: 16, fontWeight: 600, textDecoration: 'none' }}>
              {t('mail:openLink')}
            </Button>
            <Text className="muted" style={{ fontSize: 13, lineHeight: '20px', margin: '8px 0 16px', color: MAIL_COLORS.muted }}>
              {t('mail:orCopy')}{' '}
              <Link href={b.url} className="link" style={linkStyle}>
                {b.url}
              </Link>
            </Text>
          </div>
        );
      })}
    </MailLayout>,
  );
}
