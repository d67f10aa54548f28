import { getPath, setPath } from './paths';

/** A field's error: its message (a catalog key, or the server's text when `type` is 'server'). */
export interface FieldError {
  type: string;
  message?: string;
}

/** Errors by dotted field name ('billing.city', 'teamMembers.0.email'). */
export type FieldErrors = Record<string, FieldError>;

/** Checks every value: the submission (`values`, possibly transformed) when `errors` is empty. */
export type Resolver<In, Out = In> = (values: In) => Promise<{ values: Out; errors: FieldErrors }>;

/**
 * When a field is checked before the first submission: 'onSubmit' never, 'onBlur' when it is left,
 * 'onTouched' when it is left and at every change after that. After a submission, at every change.
 */
export type Mode = 'onSubmit' | 'onBlur' | 'onTouched';

export interface FormOptions<In, Out> {
  defaultValues: In;
  resolver?: Resolver<In, Out>;
  mode?: Mode;
  /** Focus the first invalid field when a submission fails its check (true by default). */
  shouldFocusError?: boolean;
}

type Focusable = { focus?: () => void } | null;
const isElement = (x: unknown): x is Element => typeof Element !== 'undefined' && x instanceof Element;

/**
 * One form's state (values, errors, fields left, submissions) and the rules that change it; the
 * hooks (lib/form/form.tsx) render from it. The values are replaced, never changed in place, so a
 * screen showing one field re-renders only when that field changes.
 */
export class FormStore<In = any, Out = In> {
  values: In;
  errors: FieldErrors = {};
  touched: ReadonlySet<string> = new Set();
  submitCount = 0;
  isSubmitting = false;
  /** The focusable element of each field, as its screen registers it. */
  readonly refs = new Map<string, Focusable>();
  private listeners = new Set<() => void>();
  private focusOnRegister: string | null = null;

  constructor(public options: FormOptions<In, Out>) {
    this.values = options.defaultValues;
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  private emit() {
    this.listeners.forEach((l) => l());
  }

  getValues(): In;
  getValues(name: string): any;
  getValues(name?: string) {
    return name === undefined ? this.values : getPath(this.values, name);
  }

  setValue(name: string, value: unknown, options: { shouldValidate?: boolean } = {}) {
    this.values = setPath(this.values, name, value);
    this.emit();
    if (options.shouldValidate) void this.check(name);
  }

  setError(name: string, error: FieldError) {
    this.errors = { ...this.errors, [name]: error };
    this.emit();
  }

  clearErrors(name?: string) {
    if (name === undefined) this.errors = {};
    else if (name in this.errors) this.errors = Object.fromEntries(Object.entries(this.errors).filter(([key]) => key !== name));
    this.emit();
  }

  /** A field's new value, from its screen: checked as the mode says (the promise ends with the check). */
  change(name: string, value: unknown) {
    this.setValue(name, value);
    return this.checksOn(name, false) ? this.check(name) : Promise.resolve();
  }

  /** The field was left (the promise ends with the check the mode asks for). */
  blur(name: string) {
    if (!this.touched.has(name)) {
      this.touched = new Set(this.touched).add(name);
      this.emit();
    }
    return this.checksOn(name, true) ? this.check(name) : Promise.resolve();
  }

  private checksOn(name: string, blur: boolean) {
    if (this.submitCount > 0) return !blur;
    const mode = this.options.mode ?? 'onSubmit';
    if (mode === 'onTouched') return blur || this.touched.has(name);
    return mode === 'onBlur' && blur;
  }

  /** Checks one field against all the values; an answer for values that have since changed is dropped (a newer check follows). */
  async check(name: string) {
    const { resolver } = this.options;
    if (!resolver) return;
    const checked = this.values;
    const { errors } = await resolver(checked);
    if (this.values !== checked) return;
    const error = errors[name];
    if (error) this.setError(name, error);
    else if (name in this.errors) this.clearErrors(name);
  }

  /** A submit handler: checks every field, then calls `onValid` with the submission or `onInvalid` with the errors. */
  handleSubmit(onValid: (values: Out) => unknown, onInvalid?: (errors: FieldErrors) => unknown) {
    return async (event?: { preventDefault?: () => void }) => {
      event?.preventDefault?.();
      this.isSubmitting = true;
      this.emit();
      try {
        const { values, errors } = this.options.resolver ? await this.options.resolver(this.values) : { values: this.values as unknown as Out, errors: {} };
        this.errors = errors;
        if (!Object.keys(errors).length) await onValid(values);
        else {
          await onInvalid?.(errors);
          if (this.options.shouldFocusError ?? true) this.focusFirstError();
        }
      } finally {
        this.isSubmitting = false;
        this.submitCount += 1;
        this.emit();
      }
    };
  }

  /** Focuses a field by name; one not on screen yet is focused when it registers (a row just added). */
  focus(name: string) {
    const field = this.refs.get(name);
    if (field?.focus) field.focus();
    else this.focusOnRegister = name;
  }

  /** A field's screen shows its element (`field`), or no longer shows `field` (null). */
  attach(name: string, field: Focusable, previous?: Focusable) {
    if (field) this.refs.set(name, field);
    else if (this.refs.get(name) === previous) this.refs.delete(name);
    if (field && this.focusOnRegister === name) {
      this.focusOnRegister = null;
      field.focus?.();
    }
  }

  /** Focuses the invalid field that comes first on the page (first in the errors' order, off a page). */
  private focusFirstError() {
    const invalid = Object.keys(this.errors).flatMap((name) => this.refs.get(name) ?? []);
    if (invalid.every(isElement)) invalid.sort((a, b) => ((a as Element).compareDocumentPosition(b as Element) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
    invalid[0]?.focus?.();
  }

  /** Removes row `index` of the list at `name`: the later rows' errors and fields left move up with them. */
  removeAt(name: string, index: number) {
    const rows = (this.getValues(name) as unknown[]) ?? [];
    const prefix = `${name}.`;
    const moved = (key: string) => {
      if (!key.startsWith(prefix)) return key;
      const [row, ...rest] = key.slice(prefix.length).split('.');
      const n = Number(row);
      return n === index ? null : n > index ? [name, n - 1, ...rest].join('.') : key;
    };
    this.errors = Object.fromEntries(
      Object.entries(this.errors).flatMap(([key, error]) => {
        const to = moved(key);
        return to === null ? [] : [[to, error]];
      }),
    );
    this.touched = new Set([...this.touched].map(moved).filter((key): key is string => key !== null));
    this.setValue(name, rows.filter((_, i) => i !== index));
  }
}
