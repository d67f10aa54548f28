import type { ShownDisclosure } from '@portal/domain/ce-records/disclosure';
import { languageOf } from '@portal/domain/locale/locales';
import { useLocale } from '../lib/locale';
import * as css from './session-disclosures.css';

/**
 * A session's commercial-relationship disclosures (issue 52, item 3): its course's, then its
 * presenter's, as text. A text written only in the other language says so with `lang` (screen
 * readers switch voice) and the note beside it. Nothing at all when there are none.
 * `collapsed`: inside a closed <details> (the schedule's rows), else a titled block.
 */
export function SessionDisclosures({ disclosures, heading, otherLanguage, collapsed = false, headingLevel = 2 }: { disclosures: readonly ShownDisclosure[] | undefined; heading: string; otherLanguage: string; collapsed?: boolean; headingLevel?: 2 | 3 }) {
  const lang = languageOf(useLocale());
  if (!disclosures?.length) return null;
  const items = disclosures.map((d, i) => (
    <p key={i} className={css.item} data-testid="disclosure">
      {d.name && <span className={css.name}>{d.name}{lang === 'fr' ? '\u00a0: ' : ': '}</span>}
      <span lang={d.lang === lang ? undefined : d.lang}>{d.text}</span>
      {d.lang !== lang && ` ${otherLanguage}`}
    </p>
  ));
  if (collapsed) {
    return (
      <details className={css.box}>
        <summary className={css.summary}>{heading}</summary>
        {items}
      </details>
    );
  }
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className={css.box} aria-label={heading}>
      <Heading className={css.heading}>{heading}</Heading>
      {items}
    </section>
  );
}
