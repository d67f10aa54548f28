import { Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formatCardNumber, formatExpiry } from '@portal/domain/checkout/card-format';
import { FormTextField } from '../form/form-text-field';
import type { CardFieldsProps } from './card-method';
import * as css from './field-grid.css';

type CardField = 'cardNumber' | 'nameOnCard' | 'expiry' | 'cvv' | 'postalCode';

const FIELDS: { name: CardField; label: string; autoComplete: string; numeric?: boolean; maxLength: number; format?: (v: string) => string; span: 2 | 6 }[] = [
  { name: 'cardNumber', label: 'payment.cardNumber', autoComplete: 'cc-number', numeric: true, maxLength: 23, format: formatCardNumber, span: 6 },
  { name: 'nameOnCard', label: 'payment.nameOnCard', autoComplete: 'cc-name', maxLength: 100, span: 6 },
  { name: 'expiry', label: 'payment.expiry', autoComplete: 'cc-exp', numeric: true, maxLength: 5, format: formatExpiry, span: 2 },
  { name: 'cvv', label: 'payment.cvv', autoComplete: 'cc-csc', numeric: true, maxLength: 4, span: 2 },
  { name: 'postalCode', label: 'payment.cardPostal', autoComplete: 'postal-code', maxLength: 10, span: 2 },
];

/**
 * The sandbox provider's card fields. With a real provider these would be its hosted fields;
 * here they are ours, but their values only ever go to the provider's tokenize endpoint. The
 * texts are the checkout's (its `checkout` catalog), wherever a card is paid with.
 */
export function SandboxCardFields<T extends FieldValues, U>({ control, disabled, idOf }: CardFieldsProps<T, U>) {
  const { t } = useTranslation('checkout');
  return (
    <div className={css.grid}>
      {FIELDS.map((f) => (
        <Controller
          key={f.name}
          name={`card.${f.name}` as FieldPath<T>}
          control={control}
          render={({ field, fieldState }) => (
            <FormTextField
              {...field}
              id={idOf(`card.${f.name}`)}
              onChange={(e) => field.onChange(f.format ? f.format(e.target.value) : e.target.value)}
              inputRef={field.ref}
              label={t(f.label)}
              disabled={disabled}
              autoComplete={f.autoComplete}
              error={fieldState.error?.message ? t(fieldState.error.message) : undefined}
              slotProps={{ htmlInput: { inputMode: f.numeric ? 'numeric' : undefined, maxLength: f.maxLength, spellCheck: false, 'data-field': f.name } }}
              className={css.span[f.span]}
            />
          )}
        />
      ))}
    </div>
  );
}
