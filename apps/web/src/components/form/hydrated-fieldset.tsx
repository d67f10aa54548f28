import type { ReactNode } from 'react';
import { useHydrated } from '../../lib/use-hydrated';
import * as css from './hydrated-fieldset.css';

/**
 * The fields of a form the server rendered, disabled until the app has adopted it. Text typed
 * before that was lost: adopting the page sets each field to the form's state (empty), so a
 * dentist on a slow phone who started typing at once saw the field emptied and then 'required'
 * on submit. A disabled fieldset takes no input and opens no keyboard; its fields look the same
 * (they are empty) and are enabled the moment the form works. `data-hydrating` marks it until
 * then, like the submit buttons (lib/use-hydrated.ts). It only groups for that: `role="presentation"`
 * keeps an unnamed group out of the accessibility tree (a funnel step's questions are its groups).
 */
export function HydratedFieldset({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <fieldset role="presentation" disabled={!hydrated} data-hydrating={hydrated ? undefined : ''} className={css.fieldset}>
      {children}
    </fieldset>
  );
}
