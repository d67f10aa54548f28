import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData, useRevalidator } from 'react-router';
import { formatDate } from '@portal/domain/locale/format';
import { normalizeLocale } from '@portal/domain/locale/locales';
import { factValues } from '@portal/domain/marketing/facts';
import { TERMS_NS, type Terms } from '@portal/domain/marketing/terms';
import { PageTitle } from '../../../components/page-title';
import { i18next } from '../../../lib/i18n';
import { useLocale } from '../../../lib/locale';
import { getTerms } from '../api/get-terms';
import { loadNamespaces } from '../components/load-namespaces';
import * as mk from '../components/marketing.css';

/**
 * Texts and terms load before the first render, so the app replaces the server-rendered terms in
 * one step; a failed fetch shows the route's error page with its retry button.
 */
export async function loader(): Promise<Terms> {
  await loadNamespaces([TERMS_NS]);
  return getTerms(normalizeLocale(i18next.language) ?? 'en');
}

/** The terms and conditions as GET /api/tc/ serves them (the checkout records the same version). */
export function TermsPage() {
  const { t } = useTranslation(TERMS_NS);
  const locale = useLocale();
  const terms = useLoaderData<Terms>();
  const { revalidate, state } = useRevalidator();
  // Another language was chosen: load the terms in it.
  useEffect(() => {
    if (terms.locale !== locale && state === 'idle') void revalidate();
  }, [terms.locale, locale, state, revalidate]);

  return (
    <article className={mk.article}>
      <PageTitle title={terms.title} description={t('description', factValues(locale))} />
      <div className={mk.hero}>
        <h1>{terms.title}</h1>
        <p className={mk.meta}>
          {t('effective', { date: formatDate(terms.effectiveDate, terms.locale) })} · {t('version', { version: terms.version })}
        </p>
        <p className={mk.lead}>{terms.intro}</p>
      </div>
      {terms.sections.map((s) => (
        <section className={mk.section} key={s.id} id={s.id} aria-labelledby={`${s.id}-heading`}>
          <h2 id={`${s.id}-heading`}>{s.heading}</h2>
          <div className={mk.body}>{s.body.map((p) => <p key={p}>{p}</p>)}</div>
        </section>
      ))}
    </article>
  );
}
