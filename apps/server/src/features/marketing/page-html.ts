import type { PageContent, SectionContent } from '@portal/domain/marketing/content';
import type { ArtImage } from '@portal/domain/site/art';
import type { Terms } from '@portal/domain/marketing/terms';
import { escapeHtml as e } from '../../platform/html';

/**
 * Plain semantic HTML of a marketing page or the terms, for crawlers and link previews and for
 * the first paint; every text is escaped. The markup and class names are those of the web app's
 * MarketingArticle (styled by its marketing.css), which renders the same content over it.
 */
export function marketingArticle(content: PageContent, ctaHref: string): string {
  const toc = content.toc
    ? `<nav class="mk-toc" aria-label="${e(content.toc)}"><ol>${content.sections
        .map((s) => `<li><a href="#${e(s.id)}">${s.icon ? img(s.icon, ' loading="lazy"') : ''}${e(s.heading)}</a></li>`)
        .join('')}</ol></nav>`
    : '';
  return [
    `<article class="mk"><div class="mk-hero"><div class="mk-hero-text"><h1>${e(content.heading)}</h1><p class="mk-lead">${e(content.lead)}</p></div>` +
      `${img(content.art, ' class="mk-art" fetchpriority="high"')}</div>`,
    toc,
    ...content.sections.map(section),
    `<div class="mk-cta"><div><h2>${e(content.cta.heading)}</h2><p>${e(content.cta.text)}</p></div>` +
      `<a class="mk-button" href="${e(ctaHref)}">${e(content.cta.action)}</a></div></article>`,
  ].join('');
}

function img(art: ArtImage, attributes: string): string {
  return `<img src="${e(art.src)}" width="${art.width}" height="${art.height}" alt=""${attributes} />`;
}

function section(s: SectionContent): string {
  const id = e(s.id);
  const parts = [
    ...s.paragraphs.map((p) => `<p>${e(p)}</p>`),
    list('ul', s.items),
    list('ol', s.steps),
    s.stats.length
      ? `<ul class="mk-stats">${s.stats.map((x) => `<li><span class="mk-value">${e(x.value)}</span> ${e(x.label)}</li>`).join('')}</ul>`
      : '',
    s.cards.length
      ? `<div class="mk-cards">${s.cards.map((c) => `<div class="mk-card"><h3>${e(c.heading)}</h3><p>${e(c.body)}</p></div>`).join('')}</div>`
      : '',
    ...s.faqs.map((f) => `<h3>${e(f.question)}</h3><p>${e(f.answer)}</p>`),
    s.note ? `<p class="mk-note">${e(s.note)}</p>` : '',
    s.link ? `<p><a class="mk-link" href="${e(s.link.path)}">${e(s.link.label)}</a></p>` : '',
  ];
  return `<section class="mk-section" id="${id}" aria-labelledby="${id}-heading"><h2 id="${id}-heading">${e(s.heading)}</h2><div class="mk-body">${parts.join('')}</div></section>`;
}

function list(tag: 'ul' | 'ol', items: string[]): string {
  return items.length ? `<${tag}>${items.map((i) => `<li>${e(i)}</li>`).join('')}</${tag}>` : '';
}

export function termsArticle(terms: Terms, labels: { effective: string; version: string }): string {
  return [
    `<article class="mk"><div class="mk-hero"><h1>${e(terms.title)}</h1>`,
    `<p class="mk-meta">${e(labels.effective)} · ${e(labels.version)}</p>`,
    `<p class="mk-lead">${e(terms.intro)}</p></div>`,
    ...terms.sections.map((s) => {
      const id = e(s.id);
      return `<section class="mk-section" id="${id}" aria-labelledby="${id}-heading"><h2 id="${id}-heading">${e(s.heading)}</h2><div class="mk-body">${s.body.map((p) => `<p>${e(p)}</p>`).join('')}</div></section>`;
    }),
    '</article>',
  ].join('');
}
