import { memo, type ChangeEvent, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldError } from './field-error';
import * as css from './form-text-field.css';

/** The width of a form's column: about 70 characters of text, comfortable to read and to fill. */
export const FORM_MAX_WIDTH = 720;

/** The label above a field, with '(optional)' after it on optional fields only (no asterisks anywhere). */
export const FieldLabel = memo(function FieldLabel({ htmlFor, label, optional }: { htmlFor: string; label: string; optional?: boolean }) {
  const { t } = useTranslation('common');
  return (
    <label htmlFor={htmlFor} id={`${htmlFor}-label`} className={css.label}>
      {label}
      {optional && <span className={css.optional}>{` (${t('form.optional')})`}</span>}
    </label>
  );
});

/** A hint under a label; fields point at it with aria-describedby (see hintId). */
export function FieldHint({ id, children }: { id: string; children: string }) {
  return (
    <p id={id} className={css.hint}>
      {children}
    </p>
  );
}

type HtmlInputProps = InputHTMLAttributes<HTMLInputElement> & { 'data-field'?: string };

export type FormTextFieldProps = {
  id: string;
  label: string;
  /** Explains the field; shown under the label and announced with the field. */
  hint?: string;
  /** Says '(optional)' after the label; every other field is required. */
  optional?: boolean;
  /** The field's own error, shown under it. */
  error?: string;
  /** Announces the error when it appears (a one-field form, which has no error summary). */
  announceError?: boolean;
  /** Places the whole field (for example in a grid). */
  className?: string;
  name?: string;
  value?: unknown;
  onChange?: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement | HTMLSelectElement | null>;
  type?: string;
  autoComplete?: string;
  disabled?: boolean;
  multiline?: boolean;
  minRows?: number;
  /** A native select of the given `<option>` children (the phone's own picker on small screens). */
  select?: boolean;
  children?: ReactNode;
  slotProps?: { htmlInput?: HtmlInputProps };
};

/** The classes of a native input, select or textarea drawn as an outlined field (form-text-field.css.ts). */
export const controlClass = (kind: 'input' | 'select' | 'textarea') => css.control({ kind });

/**
 * The one field of the portal's forms (the GOV.UK pattern): a visible label above the input,
 * an optional hint under it, then the input, then its error. The hint and the error describe the
 * input (aria-describedby); `className` places the whole field (for example in a grid).
 *
 * A native input, select or textarea drawn as an outlined field (MUI's OutlinedInput, form control
 * and helper text cost about 10 KB gzip on every form page, and TextField 20 KB more).
 * Styled by class (form-text-field.css.ts), so showing an error re-renders nothing but attributes.
 */
export function FormTextField({ id, label, hint, optional, error, announceError, className, select, multiline, minRows, children, slotProps, inputRef, disabled, value, ...input }: FormTextFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-helper-text` : undefined;
  const kind = select ? 'select' : multiline ? 'textarea' : 'input';
  const control = {
    ...input,
    ...(kind === 'textarea' ? {} : slotProps?.htmlInput),
    ...(kind === 'textarea' ? { maxLength: slotProps?.htmlInput?.maxLength, rows: minRows } : {}),
    id,
    ref: inputRef,
    value: value === null ? '' : value,
    disabled,
    'data-disabled': disabled ? '' : undefined,
    required: !optional,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': [hintId, errorId].filter(Boolean).join(' ') || undefined,
    className: controlClass(kind),
  };
  const Control = kind;
  const body = (
    <>
      <FieldLabel htmlFor={id} label={label} optional={optional} />
      {hint && hintId && <FieldHint id={hintId}>{hint}</FieldHint>}
      <Control {...(control as object)}>{select ? children : undefined}</Control>
      {error && errorId && (
        <FieldError id={errorId} announce={announceError}>
          {error}
        </FieldError>
      )}
    </>
  );
  const wrapper = className ? `${css.field} ${className}` : css.field;
  return <div className={wrapper}>{body}</div>;
}
