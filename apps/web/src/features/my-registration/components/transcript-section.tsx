import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LOCALE_PARAM } from '@portal/domain/locale/locales';
import { FieldError } from '../../../components/form/field-error';
import * as field from '../../../components/form/form-text-field.css';
import * as panel from '../../../components/panel.css';
import { useLocale } from '../../../lib/locale';
import { button } from '../../../styles/button.css';
import * as page from './my-registration-details.css';
import * as css from './transcript-section.css';

/**
 * The CE transcript (issue 52, item 4): every course of the registration's e-mail address with
 * attendance, as a PDF for licence renewal, optionally for a period (two native date inputs, both
 * optional). A plain GET form to the server's file, so it downloads without the app's script too;
 * the page's token is the capability, as for the page. A start after the end is said under the
 * end's field, and nothing is sent. Plain ids: the section is once on its page (and ids stay those the server rendered).
 */
export function TranscriptSection({ token }: { token: string }) {
  const { t } = useTranslation('my-registration-page');
  const locale = useLocale();
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [error, setError] = useState(false);
  const submit = (e: FormEvent<HTMLFormElement>) => {
    if (from && to && from > to) {
      e.preventDefault();
      setError(true);
      document.getElementById('transcript-to')?.focus();
    } else setError(false);
  };
  return (
    <section aria-labelledby="transcript-heading">
      <h2 id="transcript-heading" className={panel.heading}>
        {t('transcript.title')}
      </h2>
      <p className={page.text}>{t('transcript.text')}</p>
      <form method="get" action={`/api/my-registration/${encodeURIComponent(token)}/transcript.pdf`} className={css.form} onSubmit={submit} noValidate>
        <input type="hidden" name={LOCALE_PARAM} value={locale} />
        <fieldset className={css.days}>
          <legend className={field.hint}>{t('transcript.period')}</legend>
          <div className={field.field}>
            <label htmlFor="transcript-from" className={field.label}>
              {t('transcript.from')} <span className={field.optional}>{t('transcript.optional')}</span>
            </label>
            <input id="transcript-from" name="from" type="date" value={from} max={to || undefined} onChange={(e) => setFrom(e.target.value)} className={field.control()} />
          </div>
          <div className={field.field}>
            <label htmlFor="transcript-to" className={field.label}>
              {t('transcript.to')} <span className={field.optional}>{t('transcript.optional')}</span>
            </label>
            <input
              id="transcript-to"
              name="to"
              type="date"
              value={to}
              min={from || undefined}
              onChange={(e) => setTo(e.target.value)}
              className={field.control()}
              aria-invalid={error || undefined}
              aria-describedby={error ? 'transcript-error' : undefined}
            />
            {error && (
              <FieldError id="transcript-error" announce>
                {t('transcript.periodError')}
              </FieldError>
            )}
          </div>
        </fieldset>
        <button type="submit" className={`${button({ variant: 'contained' })} ${css.submit}`} data-testid="transcript-download">
          {t('transcript.download')}
        </button>
      </form>
    </section>
  );
}
