import type { ReactNode } from 'react';
import * as css from './plain-select.css';

interface PlainSelectProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}

/**
 * A label above a native select drawn as the portal's small outlined fields: the phone's own
 * picker, and none of MUI's input components (about 10 KB gzip on the live training schedule,
 * whose filters are five of these). Labels sit above their fields, as in the portal's forms.
 */
export function PlainSelect({ id, label, value, onChange, children }: PlainSelectProps) {
  return (
    <div className={css.wrapper}>
      <label htmlFor={id} className={css.label}>
        {label}
      </label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)} className={css.select}>
        {children}
      </select>
    </div>
  );
}
