import { useEffect, useMemo, useReducer } from 'react';
import i18next from './i18next';

/**
 * What the browser uses of react-i18next (the browser build resolves `react-i18next` here, see
 * ./i18next.ts): `useTranslation(ns)` gives a `t` for the screen's namespaces, suspends until
 * they are read in the language and its fallbacks (as react-i18next does with `useSuspense`), and
 * renders again when the language changes.
 */
export const initReactI18next = { type: '3rdParty', init() {} };

export function useTranslation(ns?: string | readonly string[]) {
  const namespaces = ns === undefined ? [i18next.options.defaultNS ?? 'common'] : typeof ns === 'string' ? [ns] : [...ns];
  const [, changed] = useReducer((n: number) => n + 1, 0);
  const language = i18next.language;
  useEffect(() => {
    i18next.on('languageChanged', changed);
    // A change between this render and now (a part adopted in a later task) is not missed.
    if (i18next.language !== language) changed();
    return () => i18next.off('languageChanged', changed);
  }, [language]);
  const key = namespaces.join('|');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the namespaces' names say what `t` reads
  const t = useMemo(() => i18next.getFixedT(language, namespaces), [language, key]);
  if (!namespaces.every((n) => i18next.hasLoadedNamespace(n))) throw i18next.loadNamespaces(namespaces);
  return { t, i18n: i18next, ready: true };
}
