import { Combobox } from '@base-ui/react/combobox';
import { X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { ControllerRenderProps, FieldError as FormError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { UNIVERSITY_OPTIONS, UNIVERSITY_OTHER } from '@portal/domain/university/institutions';
import { FieldError } from '../../../components/form/field-error';
import { FieldLabel } from '../../../components/form/form-text-field';
import { useErrorText } from './form-fields';
import type { FormValues } from './form-values';
import { SchoolListbox } from './school-listbox';
import { ID, type PickerStart } from './school-field';
import * as css from './university-field.css';

const OPTIONS = [...UNIVERSITY_OPTIONS];

/**
 * Searchable list of schools and programs on Base UI's Combobox (the ARIA combobox pattern, its
 * keyboard and filtering) drawn as the portal's native field: typing filters anywhere in the
 * names, case and accents aside ('montreal' finds 'Montréal'), the first match is highlighted,
 * arrows move (past the last option back to the field), Enter chooses, Escape closes; leaving
 * puts back the chosen school, emptying the field clears the choice. Other stays offered whatever
 * is typed, last.
 *
 * It takes over from the plain field with its focus and what was typed in it (`start`).
 */
export function SchoolPicker({ field, start, ...state }: { field: ControllerRenderProps<FormValues, 'university'>; error: FormError | undefined; start: PickerStart }) {
  const { t } = useTranslation('university');
  const error = useErrorText()(state.error);
  const [open, setOpen] = useState(start.open || Boolean(start.query));
  // A press on the plain field's arrow can reach here after the list took over: it still opens it.
  useEffect(() => {
    if (start.open) setOpen(true);
  }, [start]);
  const input = useRef<HTMLInputElement | null>(null);
  useEffect(() => {
    const el = input.current;
    if (!start.focus || !el) return;
    el.focus();
    el.setSelectionRange(el.value.length, el.value.length);
  }, [start]);
  const [keyboard, setKeyboard] = useState(false);
  const { contains } = Combobox.useFilter();
  const labelOf = (option: string) => (option === UNIVERSITY_OTHER ? t('other') : option);
  const errorId = `${ID}-helper-text`;
  const toggle = open ? t('common:form.autocomplete.close') : t('common:form.autocomplete.open');
  const clear = t('common:form.autocomplete.clear');
  return (
    <div className={css.field}>
      <FieldLabel htmlFor={ID} label={t('fields.university')} />
      <Combobox.Root
        items={OPTIONS}
        value={field.value || null}
        onValueChange={(value) => field.onChange(value ?? '')}
        itemToStringLabel={labelOf}
        filter={(option: string, query) => option === UNIVERSITY_OTHER || contains(option, query, labelOf)}
        open={open}
        onOpenChange={setOpen}
        onItemHighlighted={(_, details) => setKeyboard(details.reason === 'keyboard')}
        defaultInputValue={start.query ?? undefined}
        autoHighlight
        required
      >
        <Combobox.InputGroup className={css.group}>
          <Combobox.Input
            id={ID}
            ref={(el) => {
              input.current = el;
              field.ref(el);
            }}
            onBlur={field.onBlur}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            className={css.input({ clearable: Boolean(field.value) })}
          />
          <div className={css.indicators}>
            <Combobox.Clear aria-label={clear} title={clear} className={css.clear}>
              <X size={20} aria-hidden />
            </Combobox.Clear>
            <Combobox.Trigger aria-label={toggle} title={toggle} className={css.toggle}>
              {/* The drop-down arrow of the form's native selects. */}
              <svg viewBox="0 0 24 24" width={24} height={24} aria-hidden focusable="false" className={css.arrow}>
                <path d="M7 10l5 5 5-5z" />
              </svg>
            </Combobox.Trigger>
          </div>
        </Combobox.InputGroup>
        <SchoolOptions labelOf={labelOf} keyboard={keyboard} noMatch={t('noUniversity')} />
      </Combobox.Root>
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </div>
  );
}

/** The list, saying there is no match when the filter kept Other alone. */
function SchoolOptions({ labelOf, keyboard, noMatch }: { labelOf: (option: string) => string; keyboard: boolean; noMatch: string }) {
  const shown = Combobox.useFilteredItems<string>();
  return <SchoolListbox labelOf={labelOf} keyboard={keyboard} noMatch={shown.length === 1 ? noMatch : null} />;
}
