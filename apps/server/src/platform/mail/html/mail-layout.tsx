/** @jsxRuntime automatic @jsxImportSource react */
import { Body, Container, Head, Hr, Html, Preview, Section, Text } from '@react-email/components';
import type { ReactNode } from 'react';

/**
 * The portal's e-mail frame (react-email): the brand bar, a 600 px column that narrows to the
 * phone's width, and a footer. Colours meet WCAG AA on white, and the dark-mode rules keep them
 * readable where a mail app honours `prefers-color-scheme`.
 */
export const MAIL_COLORS = { brand: '#009ACE', brandDark: '#006F94', text: '#1F2933', muted: '#52606D', line: '#D9E2EC', page: '#F4F7FA' } as const;

const DARK_MODE = `
  :root { color-scheme: light dark; supported-color-schemes: light dark; }
  @media (prefers-color-scheme: dark) {
    .page { background-color: #12181F !important; }
    .card { background-color: #1C252E !important; border-color: #33414E !important; }
    .text, .text p, .text li { color: #E4E9EE !important; }
    .muted { color: #A9B4BF !important; }
    .link { color: #6FD0F2 !important; }
  }
`;

export interface MailLayoutProps {
  lang: string;
  /** The line a mail app shows beside the subject. */
  preview: string;
  brand: string;
  footer: string;
  children: ReactNode;
}

export function MailLayout({ lang, preview, brand, footer, children }: MailLayoutProps) {
  return (
    <Html lang={lang} dir="ltr">
      <Head>
        <meta name="color-scheme" content="light dark" />
        <meta name="supported-color-schemes" content="light dark" />
        <style>{DARK_MODE}</style>
      </Head>
      <Preview>{preview}</Preview>
      <Body className="page" style={{ backgroundColor: MAIL_COLORS.page, margin: 0, padding: '24px 8px', fontFamily: 'Roboto, Helvetica, Arial, sans-serif' }}>
        <Container style={{ maxWidth: 600, width: '100%' }}>
          <Section style={{ backgroundColor: MAIL_COLORS.brand, borderRadius: '8px 8px 0 0', padding: '16px 24px' }}>
            <Text style={{ margin: 0, color: '#FFFFFF', fontSize: 18, fontWeight: 700, letterSpacing: 0.2 }}>{brand}</Text>
          </Section>
          <Section className="card text" style={{ backgroundColor: '#FFFFFF', border: `1px solid ${MAIL_COLORS.line}`, borderTop: 0, borderRadius: '0 0 8px 8px', padding: '8px 24px 24px', color: MAIL_COLORS.text }}>
            {children}
          </Section>
          <Hr style={{ borderColor: 'transparent', margin: '8px 0' }} />
          <Text className="muted" style={{ color: MAIL_COLORS.muted, fontSize: 13, lineHeight: '20px', textAlign: 'center', margin: 0 }}>
            {footer}
          </Text>
        </Container>
      </Body>
    </Html>
  );
}
