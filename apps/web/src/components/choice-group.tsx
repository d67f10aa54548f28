import { FormControl, FormControlLabel, FormHelperText, FormLabel, Radio, RadioGroup, Typography } from '@mui/material';
import type { ReactNode, Ref } from 'react';
import { HydrationStep } from '../lib/hydration-steps';

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
}

/**
 * One single-choice question: a fieldset whose legend is the question, radios for the options,
 * the error under them. The first radio has the group's name as its id (error summaries link to
 * it). Keyboard: Tab into the group, arrows between options.
 */
export function ChoiceGroup({ name, legend, hint, options, value, onChange, onBlur, error, inputRef, row }: ChoiceGroupProps) {
  const helperId = `${name}-helper`;
  const hintId = `${name}-hint`;
  return (
    <HydrationStep>
      <FormControl component="fieldset" error={Boolean(error)} sx={{ width: '100%' }}>
        <FormLabel
          component="legend"
          // Focused labels in the brand colour would be too light to read; keep the text colour.
          sx={{ color: 'text.primary', fontWeight: 600, mb: 0.5, '&.Mui-focused': { color: 'text.primary' }, '&.Mui-error': { color: 'error.main' } }}
        >
          {legend}
        </FormLabel>
        {hint && (
          <Typography id={hintId} variant="body2" sx={{ color: 'text.secondary', mb: 0.5 }}>
            {hint}
          </Typography>
        )}
        <RadioGroup
          name={name}
          row={row}
          value={value ?? ''}
          onChange={(_, v) => onChange(v)}
          onBlur={onBlur}
          aria-describedby={[hint ? hintId : '', error ? helperId : ''].join(' ').trim() || undefined}
        >
          {options.map((option, i) => (
            <FormControlLabel
              key={option.value}
              value={option.value}
              control={<Radio id={i === 0 ? name : undefined} inputRef={i === 0 ? inputRef : undefined} slotProps={{ input: { 'aria-invalid': error ? true : undefined } }} />}
              label={option.label}
              sx={{ alignItems: 'flex-start', '& .MuiRadio-root': { pt: 0.75 }, '& .MuiFormControlLabel-label': { pt: 1 } }}
            />
          ))}
        </RadioGroup>
        {error && <FormHelperText id={helperId}>{error}</FormHelperText>}
      </FormControl>
    </HydrationStep>
  );
}
