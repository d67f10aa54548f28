import { Controller, type Control, type UseFormSetValue } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { CheckoutForm, CheckoutFormInput } from '@portal/domain/checkout/form';
import { languageOf } from '@portal/domain/locale/locales';
import { REGISTRATION_COUNTRIES, type RegistrationCountry } from '@portal/domain/registration/lists';
import { REGIONS_BY_COUNTRY, regionLabel } from '@portal/domain/regions/regions';
import { FormTextField } from '../../../components/form/form-text-field';
import { useLocale } from '../../../lib/locale';
import * as css from '../../../components/card-payment/field-grid.css';

type BillingField = 'address1' | 'address2' | 'city' | 'postalCode';

/** The id of a checkout field's input ('billing.city' → 'checkout-billing-city'), which the error summary links to. */
export const checkoutFieldId = (name: string) => `checkout-${name.replace(/\./g, '-')}`;

/** Country first (it decides the regions and the postal code's shape); native selects: right on phones, and no menu code in the download. */
export function BillingFields({ control, country, setValue, disabled }: { control: Control<CheckoutFormInput, unknown, CheckoutForm>; country: RegistrationCountry; setValue: UseFormSetValue<CheckoutFormInput>; disabled: boolean }) {
  const { t } = useTranslation('checkout');
  const language = languageOf(useLocale());
  const message = (m?: string) => (m ? t(m) : undefined);
  const text = (name: BillingField, autoComplete: string, width: 2 | 6, extra: { optional?: boolean; hint?: string; slotProps?: object } = {}) => (
    <Controller
      key={name}
      name={`billing.${name}`}
      control={control}
      render={({ field, fieldState }) => (
        <FormTextField
          {...field}
          {...extra}
          id={checkoutFieldId(`billing.${name}`)}
          value={field.value ?? ''}
          inputRef={field.ref}
          label={t(`billing.${name}`)}
          disabled={disabled}
          autoComplete={autoComplete}
          error={message(fieldState.error?.message)}
          className={css.span[width]}
        />
      )}
    />
  );
  return (
    <div className={css.grid}>
      <Controller
        name="billing.country"
        control={control}
        render={({ field, fieldState }) => (
          <FormTextField
            {...field}
            id={checkoutFieldId('billing.country')}
            inputRef={field.ref}
            onChange={(e) => {
              field.onChange(e.target.value);
              setValue('billing.state', '', { shouldValidate: false });
            }}
            select
            label={t('billing.country')}
            disabled={disabled}
            autoComplete="billing country"
            error={message(fieldState.error?.message)}
            className={css.span[6]}
          >
            {REGISTRATION_COUNTRIES.map((c) => (
              <option key={c} value={c}>
                {t(`billing.countries.${c}`)}
              </option>
            ))}
          </FormTextField>
        )}
      />
      {text('address1', 'billing address-line1', 6)}
      {text('address2', 'billing address-line2', 6, { optional: true })}
      {text('city', 'billing address-level2', 2)}
      <Controller
        name="billing.state"
        control={control}
        render={({ field, fieldState }) => (
          <FormTextField
            {...field}
            id={checkoutFieldId('billing.state')}
            inputRef={field.ref}
            select
            label={t('billing.state')}
            disabled={disabled}
            autoComplete="billing address-level1"
            error={message(fieldState.error?.message)}
            className={css.span[2]}
          >
            <option value="" />
            {REGIONS_BY_COUNTRY[country].map((r) => (
              <option key={r.code} value={r.code}>
                {regionLabel(r, language)}
              </option>
            ))}
          </FormTextField>
        )}
      />
      {text('postalCode', 'billing postal-code', 2, {
        hint: t(`billing.postalCodeHint.${country}`),
        slotProps: { htmlInput: { maxLength: 10, inputMode: country === 'CA' ? 'text' : 'numeric', pattern: country === 'CA' ? '[A-Za-z][0-9][A-Za-z] ?[0-9][A-Za-z][0-9]' : '[0-9]{5}(-[0-9]{4})?' } },
      })}
    </div>
  );
}
