import { Box, FormControl, FormHelperText, NativeSelect, OutlinedInput, Typography, type InputBaseComponentProps, type NativeSelectProps, type OutlinedInputProps, type SxProps, type Theme } from '@mui/material';
import type { ChangeEvent, ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { HydrationStep } from '../../lib/hydration-steps';

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

type HtmlInputProps = InputBaseComponentProps & { 'data-field'?: string };

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
  /** The input's own props: what MUI's Autocomplete hands `renderInput` (its ref and adornments). */
  InputProps?: Partial<OutlinedInputProps>;
};

/**
 * The one field of the portal's forms (the GOV.UK pattern): a visible label above the input,
 * an optional hint under it, then the input, then its error. The hint and the error describe the
 * input (aria-describedby); `sx` places the whole field (for example in a grid).
 *
 * Built from MUI's OutlinedInput (and NativeSelect) rather than TextField: TextField imports the
 * menu-based Select with its popover and transitions, about 20 KB gzip that every form page
 * loaded for a label we draw ourselves and a select that is native anyway.
 */
export function FormTextField({ id, label, hint, optional, error, announceError, sx, select, children, slotProps, onBlur, InputProps, ...input }: FormTextFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-helper-text` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const htmlInput = { ...slotProps?.htmlInput, 'aria-describedby': describedBy };
  const shared = { ...input, id, onBlur, required: !optional, fullWidth: true, inputProps: htmlInput };
  return (
    <HydrationStep>
      <Box sx={[{ minWidth: 0 }, ...(Array.isArray(sx) ? sx : [sx])]}>
        <FieldLabel htmlFor={id} label={label} optional={optional} />
        {hint && hintId && <FieldHint id={hintId}>{hint}</FieldHint>}
        <FormControl fullWidth error={Boolean(error)} required={!optional} disabled={input.disabled}>
          {select ? (
            <NativeSelect {...(shared as NativeSelectProps)} input={<OutlinedInput />}>
              {children}
            </NativeSelect>
          ) : (
            <OutlinedInput {...InputProps} {...shared} />
          )}
          {error && <FormHelperText id={errorId} role={announceError ? 'alert' : undefined}>{error}</FormHelperText>}
        </FormControl>
      </Box>
    </HydrationStep>
  );
}
