import type { ReactNode, Ref } from 'react';
import { FieldError } from './form/field-error';
import * as css from './check-box.css';

// MUI's CheckBox and CheckBoxOutlineBlank icons (Material Design, Apache 2.0).
const CHECKED = 'M19 3H5c-1.11 0-2 .9-2 2v14c0 1.1.89 2 2 2h14c1.11 0 2-.9 2-2V5c0-1.1-.89-2-2-2zm-9 14l-5-5 1.41-1.41L10 14.17l7.59-7.59L19 8l-9 9z';
const BLANK = 'M19 5v14H5V5h14m0-2H5c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h14c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2z';

export interface CheckBoxProps {
  id?: string;
  name?: string;
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  disabled?: boolean;
  /** The error under the box (its id is the input's id, or name, with '-error'). */
  error?: string;
  /** Align the box with the label's first line (a long label) rather than its middle. */
  top?: boolean;
}

/**
 * A native checkbox drawn as MUI's (MUI's Checkbox, FormControlLabel and FormHelperText cost
 * about 5 KB gzip on a page): the input, invisible, lies over MUI's icon in 9 px of padding, as in
 * MUI's own; the brand colour when checked, a soft halo on hover and a ring when focused from the
 * keyboard. The label around it is the touch target. Styled by class (check-box.css.ts).
 */
export function CheckBox({ id, name, label, checked, onChange, onBlur, inputRef, disabled, error, top }: CheckBoxProps) {
  const errorId = `${id ?? name}-error`;
  return (
    <div>
      <label className={css.label({ top, disabled, error: !disabled && Boolean(error) })}>
        <span className={css.box({ top, checked, disabled })}>
          <input
            type="checkbox"
            className={css.input}
            id={id}
            name={name}
            ref={inputRef}
            checked={checked}
            disabled={disabled}
            onChange={(e) => onChange(e.target.checked)}
            onBlur={onBlur}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
          />
          <svg viewBox="0 0 24 24" width="24" height="24" fill="currentColor" aria-hidden="true" focusable="false">
            <path d={checked ? CHECKED : BLANK} />
          </svg>
        </span>
        <span className={css.text({ top })}>{label}</span>
      </label>
      {error && (
        <FieldError id={errorId} flush>
          {error}
        </FieldError>
      )}
    </div>
  );
}
