/**
 * How many years CE records are kept (issue 52, item 5): apart from record-keeping.ts, which
 * imports the AGD roster's rules and their zod schemas, because the web app's site-config reads the
 * default on every public page (the privacy page says it) and must not bring zod into the entry.
 */
export const DEFAULT_CE_RECORD_YEARS = 6;
/** A sane bound for the setting: a typo such as 600 would keep records for ever. */
export const CE_RECORD_YEARS_MAX = 50;
