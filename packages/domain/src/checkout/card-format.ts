/** How the sandbox card's fields look while typing; no zod here, so the form shows without it. */
export const digitsOnly = (value: string) => value.replace(/\D/g, '');

/** Spaces every four digits while typing ("4242 4242 4242 4242"). */
export function formatCardNumber(value: string): string {
  return digitsOnly(value).slice(0, 19).replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** "1229" or "12/29" -> "12/29" while typing. */
export function formatExpiry(value: string): string {
  const d = digitsOnly(value).slice(0, 4);
  return d.length > 2 ? `${d.slice(0, 2)}/${d.slice(2)}` : d;
}
