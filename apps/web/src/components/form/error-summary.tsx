import { useEffect, useId, useRef } from 'react';
import { useFormState, type Control, type FieldError, type FieldErrors, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as css from './error-summary.css';

interface Item {
  name: string;
  error: FieldError;
}

/** Every field error of react-hook-form's nested errors, by dotted name ('teamMembers.0.email'). */
export function flattenErrors(errors: FieldErrors, prefix = ''): Item[] {
  return Object.entries(errors).flatMap(([key, value]) => {
    if (!value || typeof value !== 'object') return [];
    const name = prefix ? `${prefix}.${key}` : key;
    const error = value as FieldError;
    if (typeof error.message === 'string' && error.message) return [{ name, error }];
    return flattenErrors(value as FieldErrors, name);
  });
}

/** Page order: the summary lists the fields as the form shows them. */
function inPageOrder(items: Item[], idOf: (name: string) => string) {
  if (typeof document === 'undefined') return items;
  return [...items].sort((a, b) => {
    const ea = document.getElementById(idOf(a.name));
    const eb = document.getElementById(idOf(b.name));
    if (!ea || !eb) return 0;
    return ea.compareDocumentPosition(eb) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;
  });
}

export interface ErrorSummaryProps<T extends FieldValues, O> {
  /** The form's control; without it, the one of the surrounding FormProvider. */
  control?: Control<T, unknown, O>;
  /** The id of a field's input (for a radio group, its first radio). */
  idOf: (name: string) => string;
  /** The field's label, as the link's text. */
  labelOf: (name: string) => string;
  /** The error's text (see useFieldErrorText). */
  errorText: (error?: FieldError) => string | undefined;
  /** The heading, when the form has its own (a message of the spec); 'There is a problem' otherwise. */
  title?: string;
}

/**
 * The error summary at the top of a form (the GOV.UK pattern): after a submission that failed
 * validation (the browser's or the server's), a box with a heading and one link per invalid
 * field; a link moves focus to its field. The list follows the errors as they are fixed.
 * Styled by class (error-summary.css.ts), and forms put it first in a `Stack useFlexGap`: with Stack's
 * default spacing (a margin on `> :not(style) ~ :not(style)`), an element put first made the
 * browser restyle the whole form (466 elements on the registration form) in the submit's frame.
 */
export function ErrorSummary<T extends FieldValues, O = T>({ control, idOf, labelOf, errorText, title }: ErrorSummaryProps<T, O>) {
  const { t } = useTranslation('common');
  const { errors, submitCount } = useFormState<T, O>({ control });
  const items = inPageOrder(flattenErrors(errors), idOf);
  const shown = submitCount > 0 && items.length > 0;
  const box = useRef<HTMLDivElement>(null);
  const titleId = useId();

  // Focus moves to the summary once per submission: when the browser's check fails, or when the
  // server's field errors arrive; never while the user is fixing fields (errors on leaving a field).
  const hasServerErrors = items.some((i) => i.error.type === 'server');
  const seen = useRef({ submitCount: 0, focused: false });
  useEffect(() => {
    const submitted = submitCount !== seen.current.submitCount;
    if (submitted) seen.current = { submitCount, focused: false };
    if (shown && !seen.current.focused && (submitted || hasServerErrors)) {
      seen.current.focused = true;
      box.current?.focus();
    }
  }, [shown, submitCount, hasServerErrors]);

  if (!shown) return null;
  return (
    <div ref={box} role="alert" tabIndex={-1} aria-labelledby={titleId} className={css.summary}>
      <h2 id={titleId} className={css.title}>
        {title ?? t('form.errorSummary')}
      </h2>
      <ul className={css.list}>
        {items.map(({ name, error }) => {
          const id = idOf(name);
          return (
            <li key={name}>
              <a
                href={`#${id}`}
                className={css.link}
                onClick={(e) => {
                  e.preventDefault();
                  const field = document.getElementById(id);
                  if (!field) return void error.ref?.focus?.();
                  field.scrollIntoView?.({ block: 'center' });
                  field.focus({ preventScroll: true });
                }}
              >
                {t('form.errorSummaryItem', { label: labelOf(name), message: errorText(error) ?? '' })}
              </a>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
