import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ALL_GRANTED, ALL_REFUSED, CONSENT_CATEGORIES, type ConsentChoices } from '@portal/domain/privacy/consent';
import { consentChoices } from '../../lib/consent';
import { button } from '../../styles/button.css';
import { errorText } from '../../styles/text.css';
import { CheckBox } from '../check-box';
import * as css from './consent-dialog.css';
import { useSaveConsent } from './use-save-consent';

/**
 * The choices per category (from the banner's 'Choose' or the footer's 'Cookie settings'): what
 * is strictly necessary is shown, always on; each category starts as the visitor last chose
 * (off when they have not). Refuse all, accept all and save sit side by side, equally easy.
 * A native modal dialog: the browser keeps focus inside and closes it on Escape; a click on the
 * dimmed page closes it too. Where focus goes after it is the host's choice (consent-host.tsx).
 */
export function ConsentDialog({ onClose, onSaved }: { onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation();
  const [choices, setChoices] = useState<ConsentChoices>(() => consentChoices() ?? ALL_REFUSED);
  const save = useSaveConsent(onSaved);
  const busy = save.isPending;
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);
  return (
    <dialog
      ref={ref}
      aria-labelledby="consent-settings-title"
      aria-describedby="consent-settings-intro"
      className={css.dialog}
      onClose={onClose}
      onClick={(e) => e.target === e.currentTarget && onClose()}
    >
      <h2 id="consent-settings-title" className={css.title}>
        {t('consent.settingsTitle')}
      </h2>
      <div className={css.content}>
        <p id="consent-settings-intro" className={css.intro}>
          {t('consent.settingsIntro')}
        </p>
        <div className={css.choices}>
          <CheckBox
            id="consent-necessary"
            top
            checked
            disabled
            onChange={() => {}}
            label={<Category label={t('consent.categories.necessary.label')} description={t('consent.categories.necessary.description')} />}
          />
          {CONSENT_CATEGORIES.map((c) => (
            <CheckBox
              key={c}
              id={`consent-${c}`}
              top
              checked={choices[c]}
              disabled={busy}
              onChange={(checked) => setChoices((now) => ({ ...now, [c]: checked }))}
              label={<Category label={t(`consent.categories.${c}.label`)} description={t(`consent.categories.${c}.description`)} />}
            />
          ))}
        </div>
        {save.error && (
          <p role="alert" className={`${errorText} ${css.error}`}>
            {save.error.message}
          </p>
        )}
      </div>
      <div className={css.actions}>
        <button type="button" className={button({ variant: 'outlined' })} disabled={busy} onClick={() => save.mutate(ALL_REFUSED)}>
          {t('consent.refuseAll')}
        </button>
        <button type="button" className={button({ variant: 'outlined' })} disabled={busy} onClick={() => save.mutate(ALL_GRANTED)}>
          {t('consent.acceptAll')}
        </button>
        <button type="button" className={button()} disabled={busy} onClick={() => save.mutate(choices)}>
          {t('consent.save')}
        </button>
      </div>
    </dialog>
  );
}

function Category({ label, description }: { label: string; description: string }) {
  return (
    <span>
      <strong>{label}</strong>
      <br />
      <span className={css.description}>{description}</span>
    </span>
  );
}
