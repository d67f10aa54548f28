/** Tidies a field's value as it is left (formats a phone number, a postal code); may fetch the code that does it. */
export type Tidy = (value: string) => string | Promise<string>;

interface BlurField {
  value: unknown;
  onChange: (value: string) => void;
  onBlur: () => void;
}

/**
 * A text field's blur for react-hook-form: the value is tidied first, then the field is left (which
 * checks it), as the server tidies before it checks. The value stays as typed if the tidying code
 * cannot be fetched, or if the field changed while it was being fetched.
 */
export async function tidyThenBlur(field: BlurField, tidy: Tidy | undefined, current: () => unknown) {
  const typed = field.value;
  if (tidy && typeof typed === 'string' && typed) {
    const tidied = await Promise.resolve()
      .then(() => tidy(typed))
      .catch(() => typed);
    if (current() === typed) field.onChange(tidied);
  }
  field.onBlur();
}
