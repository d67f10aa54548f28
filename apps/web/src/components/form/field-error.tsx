import * as css from './field-error.css';

/**
 * The error under a field or a group (caption size, in the error colour), indented as under an
 * outlined field, or `flush` with the left edge (under a checkbox).
 */
export function FieldError({ id, announce, flush, children }: { id: string; announce?: boolean; flush?: boolean; children: string }) {
  return (
    <p id={id} role={announce ? 'alert' : undefined} className={css.fieldError({ flush })}>
      {children}
    </p>
  );
}
