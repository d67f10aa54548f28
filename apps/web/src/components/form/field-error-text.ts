import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/**
 * The text of a field's error: client messages are catalog keys (in `namespace`, or with their own
 * "ns:" prefix); messages the server sent back (type 'server') are already in the user's locale.
 */
export function useFieldErrorText(namespace: string) {
  const { t } = useTranslation(namespace);
  return (error?: FieldError) => (!error?.message ? undefined : error.type === 'server' ? error.message : t(error.message));
}
