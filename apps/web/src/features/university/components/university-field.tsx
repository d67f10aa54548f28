import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Controller, useFormContext, type ControllerRenderProps, type FieldError as FormError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { UNIVERSITY_OTHER } from '@portal/domain/university/institutions';
import { FieldError } from '../../../components/form/field-error';
import { FieldLabel } from '../../../components/form/form-text-field';
import { useErrorText } from './form-fields';
import type { FormValues } from './form-values';
import { ID, type PickerStart } from './school-field';
import * as css from './university-field.css';

const loadPicker = () => import('./school-picker');
const SchoolPicker = lazy(() => loadPicker().then((m) => ({ default: m.SchoolPicker })));

/**
 * The school field. Its searchable list (Base UI's Combobox, school-picker.tsx, about 40 KB of
 * script) is fetched when a person comes near the field (pointer over it, a touch, focus), not
 * with the page: until then the field is a plain text input drawn the same way. What was typed
 * into it, and the focus, carry over to the list when it arrives. Any field of the form taking
 * focus fetches it too, so it is usually here before the person reaches the field.
 */
export function UniversityField() {
  const { control } = useFormContext<FormValues>();
  const [start, setStart] = useState<PickerStart | null>(null);
  return (
    <Controller
      name="university"
      control={control}
      render={({ field, fieldState }) => {
        // The first start stands; a click on the arrow while the code is on its way still opens the list.
        const wake = (next: PickerStart) => setStart((prev) => (!prev ? next : next.open && !prev.open ? { ...prev, open: true } : prev));
        const resting = <RestingField field={field} error={fieldState.error} onWake={wake} />;
        if (!start) return resting;
        return (
          <Suspense fallback={resting}>
            <SchoolPicker field={field} error={fieldState.error} start={start} />
          </Suspense>
        );
      }}
    />
  );
}

/** The field as drawn before the list's code is here: the same label, input and arrow. */
function RestingField({ field, error, onWake }: { field: ControllerRenderProps<FormValues, 'university'>; error: FormError | undefined; onWake: (start: PickerStart) => void }) {
  const { t } = useTranslation('university');
  const errorText = useErrorText()(error);
  const input = useRef<HTMLInputElement | null>(null);
  const errorId = `${ID}-helper-text`;
  const label = field.value === UNIVERSITY_OTHER ? t('other') : field.value;
  // The start is read when the list arrives: whether the field still has focus, and what was typed.
  const wake = (open = false) => {
    void loadPicker().then(() =>
      onWake({ focus: document.activeElement === input.current, query: input.current && input.current.value !== label ? input.current.value : null, open }),
    );
  };
  // Most people fill the fields above first: the list is fetched as soon as any field of the form has focus.
  useEffect(() => {
    const form = input.current?.form;
    const early = () => wake();
    form?.addEventListener('focusin', early, { once: true });
    return () => form?.removeEventListener('focusin', early);
  });
  const toggle = t('common:form.autocomplete.open');
  // The arrow opens on the press, as the list's own arrow does (Base UI opens on mousedown): if the
  // list arrives between the press and the release, the release lands on its arrow, which then
  // sees no press, and no click reaches this one.
  return (
    <div className={css.field} onPointerEnter={() => wake()} onPointerDown={() => wake()} onFocus={() => wake()}>
      <FieldLabel htmlFor={ID} label={t('fields.university')} />
      <div className={css.group}>
        <input
          id={ID}
          ref={(el) => {
            input.current = el;
            field.ref(el);
          }}
          defaultValue={label}
          autoComplete="off"
          onBlur={field.onBlur}
          required
          aria-invalid={errorText ? true : undefined}
          aria-describedby={errorText ? errorId : undefined}
          className={css.input({ clearable: false })}
        />
        <div className={css.indicators}>
          <button type="button" tabIndex={-1} aria-label={toggle} title={toggle} className={css.toggle} onPointerDown={() => wake(true)}>
            <svg viewBox="0 0 24 24" width={24} height={24} aria-hidden focusable="false" className={css.arrow}>
              <path d="M7 10l5 5 5-5z" />
            </svg>
          </button>
        </div>
      </div>
      {errorText && <FieldError id={errorId}>{errorText}</FieldError>}
    </div>
  );
}
