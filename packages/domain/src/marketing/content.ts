import { illustration, platformStepIcon, type ArtImage } from '../site/art';
import { MARKETING_NS, type CtaTarget, type MarketingPageDef } from './pages';

/**
 * A marketing page's content, resolved from the catalogs for one locale. The web page and the
 * server's pre-rendered HTML both render this object, so crawlers read what visitors read.
 *
 * Catalog shape of a page namespace: meta.title, meta.description, heading, lead,
 * sections.<id>.{heading, paragraphs[], items[], steps[] (ordered), stats[{value,label}], cards[{heading,body}],
 * faqs[{question,answer}], note}, cta.{heading, text, action}. Blocks other than heading are
 * optional. Leaves are looked up one by one, so en-CA can override a single block and fall back
 * to en for the rest.
 */
export interface Stat { value: string; label: string }
export interface Card { heading: string; body: string }
export interface Faq { question: string; answer: string }

export interface SectionContent {
  id: string;
  heading: string;
  paragraphs: string[];
  items: string[];
  /** An ordered list. */
  steps: string[];
  stats: Stat[];
  cards: Card[];
  faqs: Faq[];
  note?: string;
  /** A link to a page of the portal, after the section's text. */
  link?: { path: string; label: string };
  /** The step's icon, on pages whose sections are numbered steps. */
  icon?: ArtImage;
}

export interface PageContent {
  title: string;
  description: string;
  heading: string;
  lead: string;
  /** Label of the in-page navigation, when the page has one. */
  toc?: string;
  sections: SectionContent[];
  cta: { heading: string; text: string; action: string; target: CtaTarget };
  /** Decorative: the heading says what the page is about, so its text alternative is empty. */
  art: ArtImage;
}

/**
 * Reads one catalog key ("ns:path") in the reader's locale, with its fallbacks and interpolation
 * values applied; objects and arrays come back whole. Returns undefined when no locale has it.
 */
export type CatalogLookup = (key: string) => unknown;

export function resolvePage(page: MarketingPageDef, lookup: CatalogLookup): PageContent {
  const own = (path: string) => `${page.ns}:${path}`;
  return {
    title: text(lookup, own('meta.title')),
    description: text(lookup, own('meta.description')),
    heading: text(lookup, own('heading')),
    lead: text(lookup, own('lead')),
    toc: page.toc ? text(lookup, `${MARKETING_NS}:toc`) : undefined,
    sections: page.sections.map((s) => ({
      ...resolveSection(s.id, s.shared ? `${MARKETING_NS}:shared.${s.shared}` : own(`sections.${s.id}`), lookup),
      ...('link' in s && s.link ? { link: { path: s.link, label: text(lookup, own(`sections.${s.id}.link`)) } } : {}),
      ...(page.stepIcons ? { icon: platformStepIcon(s.id) } : {}),
    })),
    cta: {
      heading: text(lookup, own('cta.heading')),
      text: text(lookup, own('cta.text')),
      action: text(lookup, own('cta.action')),
      target: page.cta,
    },
    art: illustration(page.art),
  };
}

function resolveSection(id: string, prefix: string, lookup: CatalogLookup): SectionContent {
  const note = lookup(`${prefix}.note`);
  return {
    id,
    heading: text(lookup, `${prefix}.heading`),
    paragraphs: list(lookup, `${prefix}.paragraphs`, isString),
    items: list(lookup, `${prefix}.items`, isString),
    steps: list(lookup, `${prefix}.steps`, isString),
    stats: list(lookup, `${prefix}.stats`, (x): x is Stat => has(x, 'value', 'label')),
    cards: list(lookup, `${prefix}.cards`, (x): x is Card => has(x, 'heading', 'body')),
    faqs: list(lookup, `${prefix}.faqs`, (x): x is Faq => has(x, 'question', 'answer')),
    note: isString(note) ? note : undefined,
  };
}

/** A required text: a missing key is a bug in the catalogs, so it fails loudly (tests catch it). */
function text(lookup: CatalogLookup, key: string): string {
  const value = lookup(key);
  if (!isString(value)) throw new Error(`missing catalog text ${key}`);
  return value;
}

function list<T>(lookup: CatalogLookup, key: string, guard: (x: unknown) => x is T): T[] {
  const value = lookup(key);
  if (value === undefined) return [];
  if (!Array.isArray(value) || !value.every(guard)) throw new Error(`malformed catalog list ${key}`);
  return value;
}

const isString = (x: unknown): x is string => typeof x === 'string';

function has(x: unknown, ...keys: string[]): boolean {
  return typeof x === 'object' && x !== null && keys.every((k) => isString((x as Record<string, unknown>)[k]));
}
