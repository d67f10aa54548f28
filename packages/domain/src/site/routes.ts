/**
 * Every page path the web app serves. The server answers 404 for anything else (the web app
 * still renders its not-found page), and the sitemap lists the public ones. Features add theirs.
 */
import { PATHS, STEP_PATH_PATTERN } from './paths';

export const PAGE_PATHS: readonly string[] = ['/', PATHS.registration];

/** Path patterns with a parameter, as regular expressions. */
export const PAGE_PATTERNS: readonly RegExp[] = [STEP_PATH_PATTERN];

export function isKnownPagePath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return PAGE_PATHS.includes(path) || PAGE_PATTERNS.some((p) => p.test(path));
}
