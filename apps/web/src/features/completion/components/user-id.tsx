import { useTranslation } from 'react-i18next';
import * as css from './user-id.css';

/** The registrant's user ID (ClinID) in its framed panel: the 'All set!' page and the registrant's own page. */
export function UserId({ clinId, help }: { clinId: string; help?: boolean }) {
  const { t } = useTranslation('completion');
  return (
    <section aria-labelledby="user-id-heading" className={css.userId}>
      <h2 id="user-id-heading" className={css.heading}>
        {t('userId.label')}
      </h2>
      <p data-testid="clin-id" className={css.clinId}>
        {clinId}
      </p>
      {help && <p className={css.help}>{t('userId.help')}</p>}
    </section>
  );
}
