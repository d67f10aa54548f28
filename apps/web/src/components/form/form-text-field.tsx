import { Box, Typography, type SxProps, type Theme } from '@mui/material';
import type { ChangeEvent, InputHTMLAttributes, ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { SELECT_ARROW } from '../plain-select';
import { FieldError } from './field-error';

/** The width of a form's column: about 70 characters of text, comfortable to read and to fill. */
export const FORM_MAX_WIDTH = 720;

/** The label above a field, with '(optional)' after it on optional fields only (no asterisks anywhere). */
export function FieldLabel({ htmlFor, label, optional }: { htmlFor: string; label: string; optional?: boolean }) {
  const { t } = useTranslation('common');
  return (
    <Typography component="label" htmlFor={htmlFor} id={`${htmlFor}-label`} sx={{ display: 'block', fontWeight: 600, mb: 0.5, color: 'text.primary' }}>
      {label}
      {optional && (
        <Box component="span" sx={{ fontWeight: 400, color: 'text.secondary' }}>
          {` (${t('form.optional')})`}
        </Box>
      )}
    </Typography>
  );
}

/** A hint under a label; fields point at it with aria-describedby (see hintId). */
export function FieldHint({ id, children }: { id: string; children: string }) {
  return (
    <Typography id={id} variant="body2" sx={{ color: 'text.secondary', mb: 0.75 }}>
      {children}
    </Typography>
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
  sx?: SxProps<Theme>;
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

/** MUI's outlined field: 56 px high, a hairline that darkens on hover and doubles in the brand colour (the error colour) when focused. */
export const outlinedFieldSx = (error: boolean, kind: 'input' | 'select' | 'textarea') => (theme: Theme) => {
  const accent = error ? theme.palette.error.main : theme.palette.primary.main;
  return {
    display: 'block',
    width: '100%',
    minWidth: 0,
    boxSizing: 'border-box',
    m: 0,
    font: 'inherit',
    fontSize: '1rem',
    lineHeight: '1.4375em',
    color: theme.palette.text.primary,
    bgcolor: theme.palette.background.paper,
    border: `1px solid ${error ? accent : 'rgba(0, 0, 0, 0.23)'}`,
    borderRadius: `${theme.shape.borderRadius}px`,
    p: '15.5px 14px',
    ...(kind === 'textarea' ? { resize: 'vertical', fieldSizing: 'content' } : { height: 56 }),
    ...(kind === 'select' ? { appearance: 'none', pr: 4, backgroundImage: SELECT_ARROW, backgroundRepeat: 'no-repeat', backgroundPosition: 'right 7px center', backgroundSize: '24px', cursor: 'pointer', textOverflow: 'ellipsis' } : {}),
    '&:hover': { borderColor: error ? accent : theme.palette.text.primary },
    '&:focus': { outline: 'none', borderColor: accent, boxShadow: `inset 0 0 0 1px ${accent}` },
    '&[data-disabled]': { color: theme.palette.text.disabled, borderColor: theme.palette.action.disabled, cursor: 'default' },
  };
};

/**
 * The one field of the portal's forms (the GOV.UK pattern): a visible label above the input,
 * an optional hint under it, then the input, then its error. The hint and the error describe the
 * input (aria-describedby); `sx` places the whole field (for example in a grid).
 *
 * A native input, select or textarea drawn as MUI's outlined field: MUI's OutlinedInput, form
 * control and helper text cost about 10 KB gzip on every form page (and TextField 20 KB more).
 */
export function FormTextField({ id, label, hint, optional, error, announceError, sx, select, multiline, minRows, children, slotProps, inputRef, disabled, value, ...input }: FormTextFieldProps) {
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
    sx: outlinedFieldSx(Boolean(error), kind),
  };
  return (
    <Box sx={[{ minWidth: 0 }, ...(Array.isArray(sx) ? sx : [sx])]}>
      <FieldLabel htmlFor={id} label={label} optional={optional} />
      {hint && hintId && <FieldHint id={hintId}>{hint}</FieldHint>}
      <Box component={kind} {...(control as object)}>
        {select ? children : undefined}
      </Box>
      {error && errorId && (
        <FieldError id={errorId} announce={announceError}>
          {error}
        </FieldError>
      )}
    </Box>
  );
}
