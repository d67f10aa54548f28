import { useState } from 'react';
import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { CheckoutForm, CheckoutFormInput } from '@portal/domain/checkout/form';
import { formatDate } from '@portal/domain/locale/format';
import type { Terms } from '@portal/domain/marketing/terms';
import { CheckBox } from '../../../components/check-box';
import { useLocale } from '../../../lib/locale';
import { checkoutFieldId } from './billing-fields';
import * as css from './terms-agreement.css';

/** The agreement (required) and the terms themselves from GET /api/tc/, shown on demand. */
export function TermsAgreement({ control, terms, disabled }: { control: Control<CheckoutFormInput, unknown, CheckoutForm>; terms: Terms | undefined; disabled: boolean }) {
  const { t } = useTranslation('checkout');
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  return (
    <div>
      <button type="button" aria-expanded={open} aria-controls="terms-text" className={css.toggle} onClick={() => setOpen((o) => !o)}>
        {open ? t('terms.hide') : t('terms.show')}
      </button>
      {open && (
        <div id="terms-text" role="region" aria-label={terms?.title ?? t('terms.show')} tabIndex={0} className={css.text}>
          {!terms ? (
            <p className={css.body}>{t('terms.loading')}</p>
          ) : (
            <>
              <p className={css.title}>{terms.title}</p>
              <p className={css.effective}>{t('terms.effective', { date: formatDate(terms.effectiveDate, locale) })}</p>
              <p className={css.intro}>{terms.intro}</p>
              {terms.sections.map((s) => (
                <div key={s.id} className={css.section}>
                  <p className={css.sectionHeading}>{s.heading}</p>
                  {s.body.map((p, i) => (
                    <p key={i} className={css.paragraph}>
                      {p}
                    </p>
                  ))}
                </div>
              ))}
            </>
          )}
        </div>
      )}
      <Controller
        name="termsAccepted"
        control={control}
        render={({ field, fieldState }) => (
          <CheckBox
            id={checkoutFieldId('termsAccepted')}
            name="termsAccepted"
            label={t('terms.agree')}
            checked={Boolean(field.value)}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            disabled={disabled}
            error={fieldState.error?.message && t(fieldState.error.message)}
          />
        )}
      />
    </div>
  );
}
