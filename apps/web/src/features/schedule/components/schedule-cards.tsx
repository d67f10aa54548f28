import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScheduleEvent } from '@portal/domain/schedule/schedule';
import { SessionDisclosures } from '../../../components/session-disclosures';
import { useLocale } from '../../../lib/locale';
import { locationText, Presenter, SessionAction, SessionWhen } from './session-parts';
import * as css from './schedule-cards.css';

/**
 * Phones: each session as a card with the same facts as a table row. A long unbroken word (a
 * presenter's or venue's name as staff typed it) wraps inside the card rather than widening the page.
 */
export const ScheduleCards = memo(function ScheduleCards({ events }: { events: ScheduleEvent[] }) {
  const { t } = useTranslation('schedule');
  const locale = useLocale();
  return (
    <ul aria-label={t('tableCaption')} className={css.list}>
      {events.map((e) => (
        <li key={e.id} data-session-id={e.id} className={css.card}>
          <h2 className={css.title}>{e.title}</h2>
          <dl className={css.facts}>
            <dt>{t('columns.when')}</dt>
            <dd>
              <SessionWhen event={e} />
            </dd>
            <dt>{t('columns.audience')}</dt>
            <dd>{t(`audience.${e.audience}`)}</dd>
            <dt>{t('columns.presenter')}</dt>
            <dd>
              <Presenter name={e.presenter} />
            </dd>
            <dt>{t('columns.language')}</dt>
            <dd>{t(`language.${e.language}`)}</dd>
            <dt>{t('columns.location')}</dt>
            <dd>{locationText(e, locale, t('virtual'))}</dd>
          </dl>
          <SessionDisclosures disclosures={e.disclosures} heading={t('disclosures')} otherLanguage={t('disclosuresOtherLanguage')} collapsed />
          <div className={css.action}>
            <SessionAction event={e} />
          </div>
        </li>
      ))}
    </ul>
  );
});
