import { useTranslation } from 'react-i18next';
import type { MyRegistrationView } from '@portal/domain/my-registration/views';
import * as panel from '../../../components/panel.css';
import { TeamForm } from './team-form';
import * as details from './my-registration-details.css';
import * as css from './toggle.css';

/**
 * The team who attend with the registrant, one line each; while the team may still change, a
 * section that opens the form to replace or add members (team-form.tsx). No team and no way to
 * add one: nothing.
 */
export function TeamSection({ registration: r, token, onDone }: { registration: MyRegistrationView; token: string; onDone: (message: string) => void }) {
  const { t } = useTranslation('my-registration-page');
  const editable = r.actions.canChangeTeam && (r.teamMembers.length > 0 || r.actions.maxTeamMembers > 0);
  if (r.teamMembers.length === 0 && !editable) return null;
  return (
    <section aria-labelledby="team-heading">
      <h2 id="team-heading" className={panel.heading}>
        {t('team.title')}
      </h2>
      {r.teamMembers.length > 0 ? (
        <ul className={details.list} data-testid="team-list">
          {r.teamMembers.map((m, i) => (
            <li key={i} className={details.item}>
              <span className={details.name}>{`${m.firstName} ${m.lastName}`}</span>
              {` · ${t(`team.types.${m.type}`, { defaultValue: m.type })}`}
            </li>
          ))}
        </ul>
      ) : (
        <p className={details.text}>{t('teamEdit.none')}</p>
      )}
      {editable && (
        <details className={css.details}>
          <summary className={css.summary}>{t(r.teamMembers.length > 0 ? 'teamEdit.open' : 'teamEdit.openAdd')}</summary>
          <div className={css.body}>
            <TeamForm registration={r} token={token} onDone={onDone} />
          </div>
        </details>
      )}
    </section>
  );
}
