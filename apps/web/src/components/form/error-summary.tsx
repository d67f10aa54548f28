import { Box, Link, Typography } from '@mui/material';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useControl, useFormState, type Control, type FieldError } from '../../lib/form/form';

interface Item {
  name: string;
  error: FieldError;
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

export interface ErrorSummaryProps<T, O> {
  /** The form's control; without it, the one of the surrounding FormProvider. */
  control?: Control<T, O>;
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
 */
export function ErrorSummary<T, O = T>({ control, idOf, labelOf, errorText, title }: ErrorSummaryProps<T, O>) {
  const { t } = useTranslation('common');
  const form = useControl(control);
  const { errors, submitCount } = useFormState({ control: form });
  const items = inPageOrder(
    Object.entries(errors).map(([name, error]) => ({ name, error })),
    idOf,
  );
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
    <Box
      ref={box}
      role="alert"
      tabIndex={-1}
      aria-labelledby={titleId}
      sx={{ border: 4, borderColor: 'error.main', borderRadius: 1, p: { xs: 2, sm: 3 }, '&:focus-visible': { outline: '3px solid', outlineColor: 'warning.main', outlineOffset: 2 } }}
    >
      <Typography id={titleId} variant="h2" sx={{ fontSize: { xs: '1.2rem', sm: '1.35rem' }, mb: 1.5 }}>
        {title ?? t('form.errorSummary')}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.75 }}>
        {items.map(({ name, error }) => {
          const id = idOf(name);
          return (
            <li key={name}>
              <Link
                href={`#${id}`}
                onClick={(e) => {
                  e.preventDefault();
                  const field = document.getElementById(id);
                  if (!field) return form.focus(name);
                  field.scrollIntoView?.({ block: 'center' });
                  field.focus({ preventScroll: true });
                }}
                sx={{ color: 'error.dark', fontWeight: 600 }}
              >
                {t('form.errorSummaryItem', { label: labelOf(name), message: errorText(error) ?? '' })}
              </Link>
            </li>
          );
        })}
      </Box>
    </Box>
  );
}
