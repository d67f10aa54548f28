import { Box, TextField, Typography, type TextFieldProps } from '@mui/material';
import { useTranslation } from 'react-i18next';

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

export type FormTextFieldProps = Omit<TextFieldProps, 'id' | 'label' | 'helperText' | 'error' | 'required'> & {
  id: string;
  label: string;
  /** Explains the field; shown under the label and announced with the field. */
  hint?: string;
  /** Says '(optional)' after the label; every other field is required. */
  optional?: boolean;
  /** The field's own error, shown under it. */
  error?: string;
};

/**
 * The one field of the portal's forms (the GOV.UK pattern): a visible label above the input,
 * an optional hint under it, then the input, then its error. The hint and the error describe the
 * input (aria-describedby); `sx` places the whole field (for example in a grid).
 */
export function FormTextField({ id, label, hint, optional, error, sx, slotProps, inputProps, ...rest }: FormTextFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  // MUI gives the helper text this id.
  const errorId = error ? `${id}-helper-text` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const htmlInput = { ...(inputProps ?? {}), ...((slotProps?.htmlInput as object | undefined) ?? {}) };
  return (
    <Box sx={[{ minWidth: 0 }, ...(Array.isArray(sx) ? sx : [sx])]}>
      <FieldLabel htmlFor={id} label={label} optional={optional} />
      {hint && hintId && <FieldHint id={hintId}>{hint}</FieldHint>}
      <TextField
        {...rest}
        id={id}
        fullWidth
        required={!optional}
        error={Boolean(error)}
        helperText={error}
        slotProps={{ ...slotProps, htmlInput: { ...htmlInput, 'aria-describedby': describedBy } }}
      />
    </Box>
  );
}
