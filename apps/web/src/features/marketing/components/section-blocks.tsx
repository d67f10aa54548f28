import { Link } from 'react-router';
import type { SectionContent } from '@portal/domain/marketing/content';
import * as mk from './marketing.css';

/**
 * The blocks a marketing section may hold, in a fixed order, as plain semantic elements styled by
 * marketing.css.ts (the server renders this same component: entry-server.tsx).
 */
export function SectionBlocks({ section }: { section: SectionContent }) {
  return (
    <>
      {section.paragraphs.map((p) => <p key={p}>{p}</p>)}
      {section.items.length > 0 && <ul>{section.items.map((item) => <li key={item}>{item}</li>)}</ul>}
      {section.steps.length > 0 && <ol>{section.steps.map((step) => <li key={step}>{step}</li>)}</ol>}
      {section.stats.length > 0 && (
        <ul className={mk.stats}>
          {section.stats.map((stat) => (
            <li key={stat.label}>
              <span className={mk.statValue}>{stat.value}</span> {stat.label}
            </li>
          ))}
        </ul>
      )}
      {section.cards.length > 0 && (
        <div className={mk.cards}>
          {section.cards.map((card) => (
            <div className={mk.card} key={card.heading}>
              <h3>{card.heading}</h3>
              <p>{card.body}</p>
            </div>
          ))}
        </div>
      )}
      {section.faqs.map((faq) => [<h3 key={`q-${faq.question}`}>{faq.question}</h3>, <p key={`a-${faq.question}`}>{faq.answer}</p>])}
      {section.note && <p className={mk.note}>{section.note}</p>}
      {section.link && (
        <p>
          <Link className={mk.moreLink} to={section.link.path}>{section.link.label}</Link>
        </p>
      )}
    </>
  );
}
