import { Box, TextField } from '@mui/material';
import { Controller, type Control, type UseFormSetValue } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { CheckoutForm, CheckoutFormInput } from '@portal/domain/checkout/form';
import { languageOf } from '@portal/domain/locale/locales';
import { REGISTRATION_COUNTRIES, type RegistrationCountry } from '@portal/domain/registration/lists';
import { REGIONS_BY_COUNTRY, regionLabel } from '@portal/domain/regions/regions';
import { useLocale } from '../../../lib/locale';

type BillingField = 'address1' | 'address2' | 'city' | 'postalCode';

const TEXT_FIELDS: { name: BillingField; autoComplete: string; required: boolean; span: number }[] = [
  { name: 'address1', autoComplete: 'billing address-line1', required: true, span: 6 },
  { name: 'address2', autoComplete: 'billing address-line2', required: false, span: 6 },
  { name: 'city', autoComplete: 'billing address-level2', required: true, span: 3 },
];

/** Native selects: right on phones, and no menu code in the download. */
export function BillingFields({ control, country, setValue, disabled }: { control: Control<CheckoutFormInput, unknown, CheckoutForm>; country: RegistrationCountry; setValue: UseFormSetValue<CheckoutFormInput>; disabled: boolean }) {
  const { t } = useTranslation('checkout');
  const language = languageOf(useLocale());
  const message = (m?: string) => (m ? t(m) : undefined);
  const text = (name: BillingField, autoComplete: string, required: boolean, span: number, extra: object = {}) => (
    <Controller
      key={name}
      name={`billing.${name}`}
      control={control}
      render={({ field, fieldState }) => (
        <TextField
          {...field}
          value={field.value ?? ''}
          inputRef={field.ref}
          label={t(`billing.${name}`)}
          required={required}
          disabled={disabled}
          autoComplete={autoComplete}
          error={Boolean(fieldState.error)}
          helperText={message(fieldState.error?.message)}
          sx={{ gridColumn: { xs: 'auto', sm: `span ${span}` } }}
          {...extra}
        />
      )}
    />
  );
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(6, 1fr)' } }}>
      {TEXT_FIELDS.map((f) => text(f.name, f.autoComplete, f.required, f.span))}
      <Controller
        name="billing.country"
        control={control}
        render={({ field, fieldState }) => (
          <TextField
            {...field}
            inputRef={field.ref}
            onChange={(e) => {
              field.onChange(e.target.value);
              setValue('billing.state', '', { shouldValidate: false });
            }}
            select
            label={t('billing.country')}
            required
            disabled={disabled}
            autoComplete="billing country"
            error={Boolean(fieldState.error)}
            helperText={message(fieldState.error?.message)}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            sx={{ gridColumn: { xs: 'auto', sm: 'span 3' } }}
          >
            {REGISTRATION_COUNTRIES.map((c) => (
              <option key={c} value={c}>
                {t(`billing.countries.${c}`)}
              </option>
            ))}
          </TextField>
        )}
      />
      <Controller
        name="billing.state"
        control={control}
        render={({ field, fieldState }) => (
          <TextField
            {...field}
            inputRef={field.ref}
            select
            label={t('billing.state')}
            required
            disabled={disabled}
            autoComplete="billing address-level1"
            error={Boolean(fieldState.error)}
            helperText={message(fieldState.error?.message)}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            sx={{ gridColumn: { xs: 'auto', sm: 'span 3' } }}
          >
            <option value="" />
            {REGIONS_BY_COUNTRY[country].map((r) => (
              <option key={r.code} value={r.code}>
                {regionLabel(r, language)}
              </option>
            ))}
          </TextField>
        )}
      />
      {text('postalCode', 'billing postal-code', true, 3, {
        slotProps: { htmlInput: { maxLength: 10, inputMode: country === 'CA' ? 'text' : 'numeric', pattern: country === 'CA' ? '[A-Za-z][0-9][A-Za-z] ?[0-9][A-Za-z][0-9]' : '[0-9]{5}(-[0-9]{4})?' } },
      })}
    </Box>
  );
}
