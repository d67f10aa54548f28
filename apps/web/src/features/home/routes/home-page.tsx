import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { factValues } from '@portal/domain/marketing/facts';
import type { Illustration } from '@portal/domain/site/art';
import { PATHS } from '@portal/domain/site/paths';
import { ArtImage } from '../../../components/brand/art-image';
import { ClosingCta } from '../../../components/brand/closing-cta';
import { PageHero } from '../../../components/brand/page-hero';
import { PageTitle } from '../../../components/page-title';
import { useLocale } from '../../../lib/locale';
import { button } from '../../../styles/button.css';
import * as css from './home-page.css';

const ENTRIES: readonly { key: string; to: string; art: Illustration }[] = [
  { key: 'register', to: PATHS.registration, art: 'team' },
  { key: 'schedule', to: PATHS.schedule, art: 'classroom' },
  { key: 'trial', to: PATHS.scannerTrial, art: 'scanner' },
];
const BENEFITS = ['onboarding', 'local', 'offer', 'ce'] as const;
const PATH_STEPS = ['register', 'learn', 'check', 'start'] as const;

export function HomePage() {
  const { t } = useTranslation('home');
  const values = factValues(useLocale());
  return (
    <div className={css.page}>
      <PageTitle title={t('title')} />
      <PageHero
        eyebrow={t('eyebrow')}
        title={t('title')}
        lead={t('intro')}
        art="smile"
        actions={
          <>
            <Link to={PATHS.registration} className={css.heroAction.contained}>
              {t('registerAction')}
            </Link>
            <Link to={PATHS.schedule} className={css.heroAction.outlined}>
              {t('scheduleAction')}
            </Link>
          </>
        }
      />

      <section aria-labelledby="home-benefits">
        <h2 id="home-benefits" className={css.sectionTitle}>
          {t('factsTitle')}
        </h2>
        <ul className={css.benefits}>
          {BENEFITS.map((k) => (
            <li key={k} className={css.benefit}>
              <span className={css.benefitValue}>{t(`benefits.${k}.value`, values)}</span>
              {t(`benefits.${k}.label`)}
            </li>
          ))}
        </ul>
      </section>

      <section aria-label={t('title')} className={css.entries}>
        {ENTRIES.map((entry) => (
          <div key={entry.key} className={css.card}>
            <div className={css.cardArt}>
              <ArtImage name={entry.art} maxWidth={240} />
            </div>
            <div className={css.cardContent}>
              <h2 className={css.cardTitle}>{t(`${entry.key}Title`)}</h2>
              <p className={css.cardText}>{t(`${entry.key}Text`)}</p>
            </div>
            <div className={css.cardActions}>
              <Link to={entry.to} className={button({ variant: 'outlined' })}>
                {t(`${entry.key}Action`)}
              </Link>
            </div>
          </div>
        ))}
      </section>

      <section aria-labelledby="home-path">
        <h2 id="home-path" className={css.sectionTitle}>
          {t('pathTitle')}
        </h2>
        <ol className={css.steps}>
          {PATH_STEPS.map((k) => (
            <li key={k} className={css.step}>
              {t(`pathSteps.${k}`)}
            </li>
          ))}
        </ol>
      </section>

      <ClosingCta title={t('closingTitle')} text={t('closingText')} action={{ to: PATHS.registration, label: t('registerAction') }} />
    </div>
  );
}
