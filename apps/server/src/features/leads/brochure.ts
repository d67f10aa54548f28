import { factValues } from '@portal/domain/marketing/facts';
import { CONTACT_US_PATH } from '@portal/domain/leads/paths';
import { LOCALE_PARAM, languageOf, type Locale } from '@portal/domain/locale/locales';
import { TERMS_PATH } from '@portal/domain/site/navigation';
import { PATHS } from '@portal/domain/site/paths';
import { translator } from '../../platform/i18n';
import { PdfWriter } from './pdf-writer';

/**
 * The provider brochure (contact-us page's download banner): the training path, the new-provider
 * offer, support, CE hours and the scanner trial, in the reader's locale, with the program's
 * figures from the domain. The text never changes while the server runs, so each locale's PDF is
 * rendered once and kept.
 */
const cache = new Map<string, Promise<Uint8Array>>();

export function brochurePdf(locale: Locale, publicUrl: string): Promise<Uint8Array> {
  const key = `${locale} ${publicUrl}`;
  let pdf = cache.get(key);
  if (!pdf) {
    pdf = renderBrochure(locale, publicUrl);
    // A failed render is not kept: the next request tries again.
    pdf.catch(() => cache.delete(key));
    cache.set(key, pdf);
  }
  return pdf;
}

export function brochureFileName(locale: Locale): string {
  return `${translator(locale)('leads:brochure.fileName')}-${locale}.pdf`;
}

async function renderBrochure(locale: Locale, publicUrl: string): Promise<Uint8Array> {
  const t = translator(locale);
  const facts = factValues(locale);
  const url = (path: string) => `${publicUrl}${path}${locale === 'en' ? '' : `?${LOCALE_PARAM}=${locale}`}`;
  const values = { ...facts, registrationUrl: url(PATHS.registration), contactUrl: url(CONTACT_US_PATH), termsUrl: url(TERMS_PATH) };
  const text = (key: string) => t(`leads:brochure.pdf.${key}`, values) as string;
  const list = (key: string) => t(`leads:brochure.pdf.${key}`, { ...values, returnObjects: true }) as unknown as string[];

  const w = await PdfWriter.create();
  w.doc.setTitle(text('documentTitle'));
  w.doc.setSubject(text('title'));
  w.doc.setAuthor(t('common:brand'));
  w.doc.setLanguage(languageOf(locale) === 'fr' ? 'fr-CA' : locale);
  w.doc.setCreator(t('common:brand'));

  w.banner(text('title'), `${t('common:brand')} - ${text('documentTitle')}`);
  w.write(text('intro'), { size: 12, gap: 10 });
  w.heading(text('pathTitle'));
  w.write(text('pathIntro'));
  w.list(list('pathSteps'), true);
  w.write(text('pathOnDemand'));
  w.heading(text('offerTitle'));
  w.list(list('offerItems'));
  w.heading(text('supportTitle'));
  w.list(list('supportItems'));
  w.heading(text('ceTitle'));
  w.list(list('ceItems'));
  w.heading(text('scannerTitle'));
  w.write(text('scannerText'));
  w.heading(text('nextTitle'));
  w.write(text('nextText'));
  w.footer(text('footer'));
  return w.doc.save();
}
