import { createContext, useContext, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { FormStore, type FieldError, type FieldErrors, type FormOptions } from './form-store';
import { getPath, type Path, type PathValue } from './paths';

export type { FieldError, FieldErrors, Resolver } from './form-store';
export type { Path } from './paths';

/**
 * The portal's forms: the part of react-hook-form's API they use (useForm, FormProvider,
 * useFormContext, Controller, useWatch, useFormState, useFieldArray), over one small store per
 * form (form-store.ts). react-hook-form itself was a tenth of a form page's JavaScript; the back
 * office, whose react-admin is built on it, still uses it.
 */
export type Control<In = any, Out = In> = FormStore<In, Out>;

const same = (a: unknown, b: unknown) =>
  Object.is(a, b) ||
  (typeof a === 'object' && typeof b === 'object' && a !== null && b !== null && Object.keys(a).length === Object.keys(b).length && Object.entries(a).every(([k, v]) => Object.is(v, (b as Record<string, unknown>)[k])));

/** Re-renders when what `select` reads from the form changes (compared one level deep). */
function useSelect<R>(store: FormStore, select: () => R): R {
  const last = useRef<{ value: R } | null>(null);
  const snapshot = () => {
    const value = select();
    if (!last.current || !same(last.current.value, value)) last.current = { value };
    return last.current.value;
  };
  return useSyncExternalStore(store.subscribe, snapshot, snapshot);
}

export interface UseFormReturn<In = any, Out = In> {
  control: Control<In, Out>;
  handleSubmit: FormStore<In, Out>['handleSubmit'];
  getValues: FormStore<In, Out>['getValues'];
  setValue: <N extends Path<In>>(name: N, value: PathValue<In, N>, options?: { shouldValidate?: boolean }) => void;
  setError: (name: Path<In>, error: FieldError) => void;
  clearErrors: (name?: Path<In>) => void;
  formState: { isSubmitting: boolean; submitCount: number };
  /** Binds a plain input (the honeypot). */
  register: (name: Path<In>) => { name: string; onChange: (e: { target: { value: string } }) => void; onBlur: () => void; ref: (el: HTMLInputElement | null) => void };
}

function methodsOf<In, Out>(store: FormStore<In, Out>): UseFormReturn<In, Out> {
  return {
    control: store,
    handleSubmit: store.handleSubmit.bind(store),
    getValues: store.getValues.bind(store) as FormStore<In, Out>['getValues'],
    setValue: (name, value, options) => store.setValue(name, value, options),
    setError: (name, error) => store.setError(name, error),
    clearErrors: (name) => store.clearErrors(name),
    get formState() {
      return { isSubmitting: store.isSubmitting, submitCount: store.submitCount };
    },
    register: (name) => ({ name, onChange: (e) => store.change(name, e.target.value), onBlur: () => store.blur(name), ref: (el) => store.attach(name, el) }),
  };
}

/** A form; the component that calls it re-renders when a submission starts or ends. */
export function useForm<In, Out = In>(options: FormOptions<In, Out>): UseFormReturn<In, Out> {
  const [methods] = useState(() => methodsOf(new FormStore(options)));
  // The latest options: a resolver made for a new locale or course applies from now on.
  methods.control.options = options;
  useSelect(methods.control, () => [methods.control.isSubmitting, methods.control.submitCount]);
  return methods;
}

const FormContext = createContext<UseFormReturn | null>(null);

export function FormProvider({ form, children }: { form: UseFormReturn<any, any>; children: ReactNode }) {
  return <FormContext.Provider value={form}>{children}</FormContext.Provider>;
}

export function useFormContext<In = any, Out = In>(): UseFormReturn<In, Out> {
  return useContext(FormContext) as UseFormReturn<In, Out>;
}

/** The form's control: the one given, or the surrounding FormProvider's. */
export function useControl(control?: Control) {
  const form = useContext(FormContext);
  return control ?? form!.control;
}

/** A field's value, or several fields' values (an array); re-renders when they change. */
export function useWatch<In = any, const N extends readonly Path<In>[] = readonly Path<In>[]>(o: { control?: Control<In, any>; name: N }): { [I in keyof N]: PathValue<In, N[I] & string> };
export function useWatch<In = any, N extends Path<In> = Path<In>>(o: { control?: Control<In, any>; name: N }): PathValue<In, N>;
export function useWatch({ control, name }: { control?: Control; name: string | readonly string[] }) {
  const store = useControl(control);
  return useSelect(store, () => (typeof name === 'string' ? getPath(store.values, name) : name.map((n) => getPath(store.values, n))));
}

/** The errors (flat, by dotted name), the number of submissions and whether one is under way. */
export function useFormState(o: { control?: Control } = {}) {
  const store = useControl(o.control);
  const errors = useSelect(store, () => store.errors);
  const submitCount = useSelect(store, () => store.submitCount);
  const isSubmitting = useSelect(store, () => store.isSubmitting);
  return { errors, submitCount, isSubmitting };
}

const eventValue = (e: unknown) => {
  const target = (e as { target?: HTMLInputElement } | null)?.target;
  return target && typeof target === 'object' && 'value' in target ? (target.type === 'checkbox' ? target.checked : target.value) : e;
};

export interface ControllerField<V> {
  name: string;
  value: V;
  /** The new value, or the change event of an input. */
  onChange: (valueOrEvent: unknown) => void;
  onBlur: () => void;
  ref: (el: { focus?: () => void } | null) => void;
}

export interface ControllerProps<In, N extends Path<In>> {
  name: N;
  control?: Control<In, any>;
  render: (props: { field: ControllerField<PathValue<In, N>>; fieldState: { error?: FieldError; invalid: boolean; isTouched: boolean } }) => ReactNode;
}

/** One field: its value and error for `render`, which re-runs only when they change. */
export function Controller<In = any, N extends Path<In> = Path<In>>({ name, control, render }: ControllerProps<In, N>) {
  const store = useControl(control);
  const value = useSelect(store, () => getPath(store.values, name));
  const error = useSelect(store, () => store.errors[name]);
  const isTouched = useSelect(store, () => store.touched.has(name));
  const ref = useMemo(() => {
    let shown: { focus?: () => void } | null = null;
    return (el: { focus?: () => void } | null) => {
      store.attach(name, el, shown);
      shown = el;
    };
  }, [store, name]);
  const field = { name, value, onChange: (v: unknown) => store.change(name, eventValue(v)), onBlur: () => store.blur(name), ref };
  return <>{render({ field, fieldState: { error, invalid: Boolean(error), isTouched } })}</>;
}

let lastId = 0;
const rowId = () => `row-${++lastId}`;

/** The rows of a list field, each with an id that stays with it (a key for its screen). */
export function useFieldArray<In = any, N extends Path<In> = Path<In>>({ control, name }: { control?: Control<In, any>; name: N }) {
  const store = useControl(control);
  const rows = (useSelect(store, () => getPath(store.values, name)) ?? []) as PathValue<In, N> & unknown[];
  const ids = useRef<string[]>([]);
  while (ids.current.length < rows.length) ids.current.push(rowId());
  ids.current.length = rows.length;
  return {
    fields: rows.map((row, i) => ({ ...(row as object), id: ids.current[i] })),
    append(row: NonNullable<PathValue<In, N>> extends readonly (infer R)[] ? R : never, options: { shouldFocus?: boolean } = {}) {
      store.setValue(name, [...rows, row]);
      const first = Object.keys(row as object)[0];
      if (options.shouldFocus && first) store.focus(`${name}.${rows.length}.${first}`);
    },
    remove(index: number) {
      ids.current.splice(index, 1);
      store.removeAt(name, index);
    },
  };
}
