import type { ExternalLink } from '../site/links';
import type { PROVIDER_NAV } from '../site/navigation';
import type { Illustration } from '../site/art';
import { PATHS } from '../site/paths';
import { UNIVERSITY_FORM_PATH } from '../university/paths';

/**
 * The provider section's marketing pages (spec section 2): where each lives, which catalog
 * namespace holds its text, and the order of its sections. The web page and the server's
 * pre-rendered HTML both build their content from this list (see content.ts).
 */
export type ProviderNavPath = (typeof PROVIDER_NAV)[number]['path'];

/** Blocks shared by several pages, kept once in the `marketing` namespace under `shared.<name>`. */
export type SharedBlock = 'survey' | 'support';

export interface SectionDef {
  /** The section's element id, so `#id` links scroll to it. */
  id: string;
  shared?: SharedBlock;
  /** A page of the portal the section leads to; its text is the section's `link` in the catalog. */
  link?: string;
}

export type CtaTarget = { path: string } | { external: ExternalLink };

export interface MarketingPageDef {
  id: string;
  path: ProviderNavPath;
  ns: string;
  sections: readonly SectionDef[];
  /** Show an "On this page" list of links to the sections. */
  toc?: boolean;
  /** Each section is a numbered step with its own icon (the digital platform's seven steps). */
  stepIcons?: boolean;
  cta: CtaTarget;
  /** The illustration beside the page's heading. */
  art: Illustration;
}

/** Namespace of the texts every marketing page shares (survey figures, support, labels). */
export const MARKETING_NS = 'marketing';

const survey: SectionDef = { id: 'results', shared: 'survey' };
const support: SectionDef = { id: 'support', shared: 'support' };
const register: CtaTarget = { path: PATHS.registration };
const ids = (...list: string[]) => list.map((id) => ({ id }));

/** The anchors of the digital platform page, in the spec's order. */
export const PLATFORM_ANCHORS = ['connect', 'scan', 'diagnose', 'plan', 'treat', 'monitor', 'retain'] as const;

export const MARKETING_PAGES = [
  {
    id: 'generalDentists',
    path: '/provider/solutions/general-dentists',
    ns: 'marketing-general-dentists',
    sections: [...ids('fit', 'offer'), survey, support, ...ids('cases')],
    cta: register,
    art: 'team',
  },
  {
    id: 'orthodontists',
    path: '/provider/solutions/orthodontists',
    ns: 'marketing-orthodontists',
    sections: [...ids('control', 'efficiency', 'hybrid', 'offer'), survey, support],
    cta: register,
    art: 'aligners',
  },
  {
    id: 'whyTheSystem',
    path: '/provider/why-the-system',
    ns: 'marketing-why',
    sections: [...ids('planning', 'workflow', 'patients', 'education'), support, survey],
    cta: register,
    art: 'platform',
  },
  {
    id: 'whatItTreats',
    path: '/provider/what-it-treats',
    ns: 'marketing-treats',
    sections: ids('conditions', 'patients', 'complexity', 'assessment'),
    cta: register,
    art: 'smile',
  },
  {
    id: 'digitalPlatform',
    path: '/provider/align-digital-platform',
    ns: 'marketing-platform',
    sections: ids(...PLATFORM_ANCHORS),
    toc: true,
    stepIcons: true,
    cta: { path: PATHS.scannerTrial },
    art: 'scanner',
  },
  {
    id: 'clinicalEducation',
    path: '/provider/education-and-support/clinical-eduaction',
    ns: 'marketing-education',
    sections: [...ids('courses', 'steps', 'preCourse', 'program', 'team'), { id: 'residents', link: UNIVERSITY_FORM_PATH }],
    cta: { path: PATHS.schedule },
    art: 'classroom',
  },
  {
    id: 'practiceSupport',
    path: '/provider/education-and-support/practice-support',
    ns: 'marketing-support',
    sections: ids('onboarding', 'local', 'team', 'scanner', 'patients'),
    cta: { external: 'contactUs' },
    art: 'support',
  },
  {
    id: 'factsAndQuestions',
    path: '/provider/education-and-support/facts-and-questions',
    ns: 'marketing-faq',
    sections: [...ids('facts'), survey, ...ids('questions')],
    cta: { external: 'contactUs' },
    art: 'certificate',
  },
] as const satisfies readonly MarketingPageDef[];

export type MarketingPageId = (typeof MARKETING_PAGES)[number]['id'];

export function marketingPage(id: MarketingPageId): MarketingPageDef {
  return MARKETING_PAGES.find((p) => p.id === id)!;
}

export function marketingPageAt(path: string): MarketingPageDef | undefined {
  return MARKETING_PAGES.find((p) => p.path === path);
}
