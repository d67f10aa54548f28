import { Link as RouterLink } from 'react-router';
import type { PageContent } from '@portal/domain/marketing/content';
import { externalLink } from '@portal/domain/site/links';
import { PageTitle } from '../../../components/page-title';
import { useLocale } from '../../../lib/locale';
import { siteConfig } from '../../../lib/site-config';
import { SectionBlocks } from './section-blocks';
import * as mk from './marketing.css';

/**
 * A marketing page: heading and lead beside its illustration, optional in-page links (the
 * platform's seven steps as a numbered diagram), sections, then a call to action.
 * Plain semantic markup styled by marketing.css.ts, identical to the server-rendered HTML it replaces.
 */
export function MarketingArticle({ content }: { content: PageContent }) {
  const locale = useLocale();
  const target = content.cta.target;
  return (
    <article className={mk.article}>
      <PageTitle title={content.title} description={content.description} />
      <div className={mk.hero}>
        <div className={mk.heroText}>
          <h1>{content.heading}</h1>
          <p className={mk.lead}>{content.lead}</p>
        </div>
        <img className={mk.art} src={content.art.src} width={content.art.width} height={content.art.height} alt="" fetchPriority="high" />
      </div>
      {content.toc && (
        <nav className={mk.toc} aria-label={content.toc}>
          <ol>
            {content.sections.map((s) => (
              <li key={s.id}>
                {/* A plain hash link: the browser scrolls, and RouteEffects scrolls again after a re-render. */}
                <a href={`#${s.id}`}>
                  {s.icon && <img src={s.icon.src} width={s.icon.width} height={s.icon.height} alt="" loading="lazy" />}
                  {s.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>
      )}
      {content.sections.map((s) => (
        <section className={mk.section} key={s.id} id={s.id} aria-labelledby={`${s.id}-heading`}>
          <h2 id={`${s.id}-heading`}>{s.heading}</h2>
          <div className={mk.body}>
            <SectionBlocks section={s} />
          </div>
        </section>
      ))}
      <div className={mk.cta}>
        <div>
          <h2>{content.cta.heading}</h2>
          <p>{content.cta.text}</p>
        </div>
        {'external' in target ? (
          <a className={mk.button} href={externalLink(target.external, locale, siteConfig())}>{content.cta.action}</a>
        ) : (
          <RouterLink className={mk.button} to={target.path}>{content.cta.action}</RouterLink>
        )}
      </div>
    </article>
  );
}
