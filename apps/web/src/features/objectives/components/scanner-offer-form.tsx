import { useEffect, useMemo, useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { GoDigitalChoice } from '@portal/domain/questionnaire/scanner';
import { OWNS_SCANNER, SCANNERS, SCANNER_TRIAL_MONTHS, TRIAL_TERMS_PATH } from '@portal/domain/questionnaire/scanner-options';
import { schemaResolver } from '../../../components/form/schema-resolver';
import { CheckBox } from '../../../components/check-box';
import { ChoiceField } from '../../../components/form/choice-field';
import { FormTextField } from '../../../components/form/form-text-field';
import { HydratedButton } from '../../../components/form/hydrated-button';
import { Notice } from '../../../components/notice';
import { Spinner } from '../../../components/spinner';
import { ApiError } from '../../../lib/api-client';
import { usePostGoDigitalOffer } from '../api/post-go-digital-offer';
import { useAdvance } from './use-advance';
import * as text from '../../../styles/text.css';
import * as css from './scanner-offer-form.css';

const BENEFITS = ['scans', 'simulation', 'submission', 'support'] as const;
type FormValues = { owns_scanner: 'yes' | 'no' | null; scanner: string | null; added_to_cart: boolean; terms_accepted: boolean };

/**
 * The optional scanner question, then the 3-month trial offer. 'Add to your cart' needs the
 * terms; 'Continue without trial' does not. Both send the same choice, with added_to_cart.
 */
export function ScannerOfferForm({ id, focusOnMount }: { id: string; focusOnMount: boolean }) {
  const { t } = useTranslation('objectives');
  const form = useForm<FormValues, unknown, GoDigitalChoice>({
    resolver: useMemo(() => schemaResolver<FormValues, GoDigitalChoice>(() => import('@portal/domain/questionnaire/scanner').then((m) => m.goDigitalChoiceSchema)), []),
    defaultValues: { owns_scanner: null, scanner: null, added_to_cart: false, terms_accepted: false },
  });
  const mutation = usePostGoDigitalOffer();
  const advance = useAdvance(id);
  const [formError, setFormError] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const owns = useWatch({ control: form.control, name: 'owns_scanner' });

  // Arriving from the questionnaire on the same URL: move focus (and the view) to the new part.
  useEffect(() => {
    if (focusOnMount) heading.current?.focus();
  }, [focusOnMount]);

  const send = form.handleSubmit(async (choice) => {
    setFormError(null);
    try {
      const moved = await mutation.mutateAsync({ id, ...choice });
      await advance(moved.step);
    } catch (err) {
      setFormError(err instanceof ApiError ? err.message : t('errors:generic'));
    }
  });
  const answer = (added: boolean) => {
    form.setValue('added_to_cart', added);
    void send();
  };

  const busy = mutation.isPending;
  const pending = busy ? mutation.variables?.added_to_cart : undefined;
  return (
    <form noValidate onSubmit={(e) => e.preventDefault()} aria-busy={busy} className={css.form}>
      <section aria-labelledby="scanner-heading">
        <h2 id="scanner-heading" ref={heading} tabIndex={-1} className={css.heading}>
          {t('scanner.title')}
        </h2>
        <p className={css.intro}>{t('scanner.intro')}</p>
        <div className={css.fields}>
          <ChoiceField
            id="owns_scanner"
            name="owns_scanner"
            control={form.control}
            row
            legend={t('scanner.ownsLabel')}
            options={OWNS_SCANNER.map((v) => ({ value: v, label: t(`scanner.${v}`) }))}
            onChanged={(v) => v !== 'yes' && form.setValue('scanner', null)}
            errorText={(e) => (e?.message ? t(e.message) : undefined)}
          />
          {owns === 'yes' && (
            <Controller
              name="scanner"
              control={form.control}
              render={({ field, fieldState }) => (
                <FormTextField
                  select
                  id="scanner-make"
                  label={t('scanner.whichLabel')}
                  value={field.value ?? ''}
                  onChange={(e) => field.onChange(e.target.value || null)}
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                  error={fieldState.error?.message ? t(fieldState.error.message) : undefined}
                  className={css.make}
                >
                  <option value="">{t('scanner.choose')}</option>
                  {SCANNERS.map((s) => (
                    <option key={s} value={s}>
                      {t(`scanners.${s}`)}
                    </option>
                  ))}
                </FormTextField>
              )}
            />
          )}
        </div>
      </section>

      <section aria-labelledby="offer-heading" className={css.offer}>
        <h2 id="offer-heading" className={css.heading}>
          {t('offer.title', { months: SCANNER_TRIAL_MONTHS })}
        </h2>
        <p className={css.offerText}>{t('offer.text', { months: SCANNER_TRIAL_MONTHS })}</p>
        <h3 className={css.benefitsTitle}>{t('offer.benefitsTitle')}</h3>
        <ul className={css.benefits}>
          {BENEFITS.map((b) => (
            <li key={b} className={css.benefit}>
              {t(`offer.benefits.${b}`)}
            </li>
          ))}
        </ul>
        <Controller
          name="terms_accepted"
          control={form.control}
          render={({ field, fieldState }) => (
            <CheckBox id="terms" label={t('offer.terms')} checked={field.value} onChange={field.onChange} inputRef={field.ref} error={fieldState.error?.message && t(fieldState.error.message)} />
          )}
        />
        <div className={css.termsLink}>
          <a href={TRIAL_TERMS_PATH} target="_blank" rel="noopener" className={text.link}>
            {t('offer.termsLink')}
          </a>
        </div>
        <div className={css.actions}>
          {formError && (
            <Notice severity="error" role="alert">
              {formError}
            </Notice>
          )}
          <div className={css.buttons}>
            <HydratedButton variant="contained" size="large" disabled={busy} onClick={() => answer(true)} startIcon={pending === true ? <Spinner size={18} /> : undefined}>
              {t('offer.accept')}
            </HydratedButton>
            <HydratedButton variant="outlined" size="large" disabled={busy} onClick={() => answer(false)} startIcon={pending === false ? <Spinner size={18} /> : undefined}>
              {t('offer.reject')}
            </HydratedButton>
          </div>
        </div>
      </section>
    </form>
  );
}
