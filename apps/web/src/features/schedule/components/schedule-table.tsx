import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScheduleEvent } from '@portal/domain/schedule/schedule';
import { PlainTable } from '../../../components/plain-table';
import { SessionDisclosures } from '../../../components/session-disclosures';
import { useLocale } from '../../../lib/locale';
import { visuallyHidden } from '../../../styles/layout.css';
import { locationText, Presenter, SessionAction, SessionWhen } from './session-parts';
import * as css from './schedule-table.css';

const COLUMNS = ['when', 'title', 'audience', 'presenter', 'language', 'location', 'action'] as const;

/** Wide screens: one row per session, the spec's columns plus the Register / Sold Out action. */
export const ScheduleTable = memo(function ScheduleTable({ events }: { events: ScheduleEvent[] }) {
  const { t } = useTranslation('schedule');
  const locale = useLocale();
  return (
    <div className={css.frame}>
      <PlainTable className={css.table}>
        <caption className={visuallyHidden}>{t('tableCaption')}</caption>
        <thead>
          <tr>
            {COLUMNS.map((c) => (
              <th key={c} scope="col" className={c === 'action' ? css.action : undefined}>
                {c === 'action' ? <span className={visuallyHidden}>{t('columns.action')}</span> : t(`columns.${c}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {events.map((e) => (
            <tr key={e.id} data-session-id={e.id}>
              <td className={css.when}>
                <SessionWhen event={e} />
              </td>
              <th scope="row">
                {e.title}
                <SessionDisclosures disclosures={e.disclosures} heading={t('disclosures')} otherLanguage={t('disclosuresOtherLanguage')} collapsed />
              </th>
              <td>{t(`audience.${e.audience}`)}</td>
              <td>
                <Presenter name={e.presenter} />
              </td>
              <td>{t(`language.${e.language}`)}</td>
              <td>{locationText(e, locale, t('virtual'))}</td>
              <td className={css.action}>
                <SessionAction event={e} />
              </td>
            </tr>
          ))}
        </tbody>
      </PlainTable>
    </div>
  );
});
