import type { ReactNode, Ref } from 'react';
import { FieldError } from './form/field-error';
import * as css from './choice-group.css';

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
 * One single-choice question: a fieldset whose legend is the question, native radios for the
 * options (drawn as MUI's; MUI's radio group, labels and helper text cost about 6 KB gzip on a
 * page), the error under them. The first radio has the group's name as its id (error summaries
 * link to it). Keyboard: Tab into the group, arrows between options. Styled by class
 * (choice-group.css.ts): showing an error re-renders nothing but attributes.
 */
export function ChoiceGroup({ name, legend, hint, options, value, onChange, onBlur, error, inputRef, row, required }: ChoiceGroupProps) {
  const helperId = `${name}-helper`;
  const hintId = `${name}-hint`;
  return (
    <fieldset className={css.group}>
      <legend id={`${name}-legend`} className={css.legend({ error: Boolean(error) })}>
        {legend}
      </legend>
      {hint && (
        <p id={hintId} className={css.hint}>
          {hint}
        </p>
      )}
      <div
        role="radiogroup"
        aria-labelledby={`${name}-legend`}
        aria-required={required || undefined}
        aria-describedby={[hint ? hintId : '', error ? helperId : ''].join(' ').trim() || undefined}
        className={css.radios({ row })}
      >
        {options.map((option, i) => (
          <label key={option.value} className={css.option}>
            <input
              type="radio"
              name={name}
              value={option.value}
              id={i === 0 ? name : undefined}
              ref={i === 0 ? inputRef : undefined}
              checked={(value ?? '') === option.value}
              onChange={() => onChange(option.value)}
              onBlur={onBlur}
              aria-invalid={error ? true : undefined}
              className={css.radio}
            />
            <span className={css.optionText}>{option.label}</span>
          </label>
        ))}
      </div>
      {error && <FieldError id={helperId}>{error}</FieldError>}
    </fieldset>
  );
}
