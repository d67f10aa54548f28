import { languagesFor } from '@portal/domain/locale/catalog-options';
import { lookUp, translate, type Catalog, type TranslateOptions } from '@portal/domain/locale/translate';

/**
 * What the browser uses of i18next, over the domain's catalog lookup (translate.ts): the browser
 * build resolves `i18next` to this module (apps/web/vite.config.ts), as it resolves React to
 * preact/compat; the server and its render of the pages keep i18next, and a domain test checks
 * that both give the same text for every key. The portal's code is written against i18next's API
 * and types; this implements the part it uses: `use` (a backend that reads one namespace of one
 * language), `init`, `t`, `exists`, `getFixedT`, `loadNamespaces`, `hasLoadedNamespace`,
 * `changeLanguage`, `language`, `isInitialized`, `on` / `off` ('initialized', 'languageChanged').
 */
type Listener = (...args: unknown[]) => void;
type Read = (language: string, namespace: string, callback: (error: unknown, data: Catalog | null) => void) => void;
type Module = { type: string; read?: Read; init?: (...args: unknown[]) => void };
type Options = { lng?: string; ns?: string | readonly string[]; defaultNS?: string };

const store = new Map<string, Catalog>();
const reads = new Map<string, Promise<void>>();
const failed = new Set<string>();
const listeners = new Map<string, Set<Listener>>();
const wanted = new Set<string>();
let read: Read | undefined;
let changingTo: string | undefined;
const at = (language: string, ns: string) => `${language}|${ns}`;
const catalogOf = (language: string, ns: string) => store.get(at(language, ns));
const listOf = (ns: string | readonly string[]) => (typeof ns === 'string' ? [ns] : [...ns]);

/**
 * One namespace of one language, read once. A read that failed counts as done, as in i18next (the
 * screen shows, with the keys of the texts it lacks, rather than waiting for ever); the next
 * explicit ask (`loadNamespaces`, `changeLanguage`) reads it again.
 */
function readOne(language: string, ns: string): Promise<void> {
  const key = at(language, ns);
  if (store.has(key)) return Promise.resolve();
  failed.delete(key);
  let reading = reads.get(key);
  if (!reading) {
    reading = new Promise<void>((resolve) => {
      if (!read) {
        failed.add(key);
        return resolve();
      }
      read(language, ns, (error, data) => {
        reads.delete(key);
        if (error || !data) failed.add(key);
        else store.set(key, data);
        resolve();
      });
    });
    reads.set(key, reading);
  }
  return reading;
}

const readAll = (language: string, namespaces: readonly string[]) =>
  Promise.all(languagesFor(language).flatMap((l) => namespaces.map((ns) => readOne(l, ns)))).then(() => undefined);

function set(language: string) {
  i18next.language = language;
  i18next.languages = languagesFor(language);
}

function emit(event: string, ...args: unknown[]) {
  listeners.get(event)?.forEach((listener) => listener(...args));
}

const i18next = {
  language: 'en',
  languages: ['en'],
  isInitialized: false,
  options: {} as Options,
  use(module: Module) {
    if (module.type === 'backend' && module.read) read = module.read.bind(module);
    else module.init?.(i18next);
    return i18next;
  },
  async init(options: Options) {
    i18next.options = options;
    listOf(options.ns ?? options.defaultNS ?? 'common').forEach((ns) => wanted.add(ns));
    await i18next.changeLanguage(options.lng ?? 'en');
    i18next.isInitialized = true;
    emit('initialized', options);
    return i18next.t;
  },
  async loadNamespaces(ns: string | readonly string[]) {
    listOf(ns).forEach((n) => wanted.add(n));
    await readAll(i18next.language, listOf(ns));
  },
  hasLoadedNamespace(ns: string, opts: { lng?: string } = {}) {
    return languagesFor(opts.lng ?? i18next.language).every((l) => store.has(at(l, ns)) || failed.has(at(l, ns)));
  },
  async changeLanguage(language: string) {
    // As i18next: the first language is the language at once (code that reads it while the
    // catalogs arrive, such as the back office's, starts in it); a change counts once they are
    // read, and only the last one asked for counts.
    changingTo = language;
    if (!i18next.isInitialized) set(language);
    await readAll(language, [...wanted]);
    if (changingTo !== language) return i18next.t;
    set(language);
    emit('languageChanged', language);
    return i18next.t;
  },
  getFixedT(language: string | null, ns?: string | readonly string[]) {
    const namespaces = listOf(ns ?? i18next.options.defaultNS ?? 'common');
    return (key: string | readonly string[], options: TranslateOptions = {}) =>
      translate(catalogOf, languagesFor(options.lng ?? language ?? i18next.language), namespaces, key, options) as string;
  },
  t(key: string | readonly string[], options: TranslateOptions = {}) {
    return i18next.getFixedT(null)(key, options);
  },
  exists(key: string, options: TranslateOptions = {}) {
    return lookUp(catalogOf, languagesFor(options.lng ?? i18next.language), [i18next.options.defaultNS ?? 'common'], key, options) !== undefined;
  },
  on(event: string, listener: Listener) {
    if (!listeners.has(event)) listeners.set(event, new Set());
    listeners.get(event)!.add(listener);
  },
  off(event: string, listener: Listener) {
    listeners.get(event)?.delete(listener);
  },
};

export default i18next;
