import { Box, Typography } from '@mui/material';
import type { ReactNode, Ref } from 'react';
import { FieldError } from './form/field-error';

export interface ChoiceGroupProps {
  name: string;
  legend: ReactNode;
  /** A line under the legend (for example where a topic is taught). */
  hint?: ReactNode;
  options: { value: string; label: ReactNode }[];
  value: string | null | undefined;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string;
  /** Receives the first radio, so a form can move focus to an unanswered question. */
  inputRef?: Ref<HTMLInputElement>;
  row?: boolean;
  /** An answer is required (said to screen readers). */
  required?: boolean;
}

/**
 * A native radio drawn as MUI's: a 20 px ring in the secondary text colour, the brand colour with
 * a dot when chosen, a soft halo on hover and a ring when focused from the keyboard. The label
 * around it is the touch target (44 px high at least).
 */
const RADIO_SX = {
  appearance: 'none',
  flexShrink: 0,
  width: 20,
  height: 20,
  // MUI's radio: a 24 px icon in 9 px of padding, 6 px above (the group's own setting).
  m: '8px 11px 11px',
  borderRadius: '50%',
  border: '2px solid',
  borderColor: 'text.secondary',
  bgcolor: 'background.paper',
  cursor: 'pointer',
  transition: 'box-shadow 150ms',
  '&:checked': { borderColor: 'primary.main', background: (t: { palette: { primary: { main: string } } }) => `radial-gradient(${t.palette.primary.main} 0 4px, #fff 5px)` },
  '&:hover': { boxShadow: '0 0 0 10px rgba(0, 0, 0, 0.04)' },
  '&:focus-visible': { outline: 'none', boxShadow: '0 0 0 10px rgba(0, 154, 206, 0.2)' },
  '&[aria-invalid="true"]:not(:checked)': { borderColor: 'error.main' },
} as const;

/**
 * One single-choice question: a fieldset whose legend is the question, native radios for the
 * options (drawn as MUI's; MUI's radio group, labels and helper text cost about 6 KB gzip on a
 * page), the error under them. The first radio has the group's name as its id (error summaries
 * link to it). Keyboard: Tab into the group, arrows between options.
 */
export function ChoiceGroup({ name, legend, hint, options, value, onChange, onBlur, error, inputRef, row, required }: ChoiceGroupProps) {
  const helperId = `${name}-helper`;
  const hintId = `${name}-hint`;
  return (
    <Box component="fieldset" sx={{ m: 0, p: 0, border: 0, minWidth: 0, width: '100%' }}>
      <Box component="legend" id={`${name}-legend`} sx={{ p: 0, mb: 0.5, fontWeight: 600, lineHeight: '1.4375em', color: error ? 'error.main' : 'text.primary' }}>
        {legend}
      </Box>
      {hint && (
        <Typography id={hintId} variant="body2" sx={{ color: 'text.secondary', mb: 0.5 }}>
          {hint}
        </Typography>
      )}
      <Box
        role="radiogroup"
        aria-labelledby={`${name}-legend`}
        aria-required={required || undefined}
        aria-describedby={[hint ? hintId : '', error ? helperId : ''].join(' ').trim() || undefined}
        sx={{ display: 'flex', flexDirection: row ? 'row' : 'column', flexWrap: 'wrap' }}
      >
        {options.map((option, i) => (
          <Box component="label" key={option.value} sx={{ display: 'inline-flex', alignItems: 'flex-start', minHeight: 44, ml: '-11px', mr: 2, cursor: 'pointer' }}>
            <Box
              component="input"
              type="radio"
              name={name}
              value={option.value}
              id={i === 0 ? name : undefined}
              ref={i === 0 ? inputRef : undefined}
              checked={(value ?? '') === option.value}
              onChange={() => onChange(option.value)}
              onBlur={onBlur}
              aria-invalid={error ? true : undefined}
              sx={RADIO_SX}
            />
            <Box component="span" sx={{ pt: 1, lineHeight: 1.5 }}>
              {option.label}
            </Box>
          </Box>
        ))}
      </Box>
      {error && <FieldError id={helperId}>{error}</FieldError>}
    </Box>
  );
}
