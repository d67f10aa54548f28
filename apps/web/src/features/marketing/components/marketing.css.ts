import { globalStyle, style } from '@vanilla-extract/css';
import { up } from '../../../styles/media';
import { vars } from '../../../styles/theme.css';

/**
 * The marketing article (marketing pages, terms, privacy), styled at build time: the server's
 * render inlines this sheet (platform/web-assets.ts), so the app's render over the server's HTML
 * moves nothing. Colours and radii are the theme's (lib/brand-tokens.ts). The rules keep the
 * selectors (and so the precedence) of the plain stylesheet they replace: the article styles its
 * elements (h1, p, a...) and the classes below refine them.
 */
export const article = style({});
export const hero = style({});
export const heroText = style({});
export const lead = style({});
export const meta = style({});
export const art = style({});
export const toc = style({});
export const section = style({});
export const body = style({});
export const stats = style({});
export const statValue = style({});
export const cards = style({});
export const card = style({});
export const note = style({});
export const moreLink = style({});
export const cta = style({});
export const button = style({});

const c = vars.color;
const r = vars.radius;

globalStyle(article, { color: c.ink, fontSize: '1rem', lineHeight: 1.6 });
globalStyle(`${article} h1`, { fontSize: '2.25rem', fontWeight: 800, lineHeight: 1.15, letterSpacing: '-0.02em', margin: '0 0 16px' });
globalStyle(`${article} h2`, { fontSize: '1.75rem', fontWeight: 700, lineHeight: 1.2, letterSpacing: '-0.01em', margin: '0 0 16px' });
globalStyle(`${article} h3`, { fontSize: '1.2rem', fontWeight: 700, lineHeight: 1.25, margin: '24px 0 8px' });
globalStyle(`${article} p`, { margin: '0 0 16px' });
globalStyle(`${article} a`, { color: c.brand700 });
globalStyle(`${article} a:focus-visible`, { outline: `3px solid ${c.ink}`, outlineOffset: 2 });

// The hero: heading and lead beside the page's illustration, on the brand's lightest tint.
globalStyle(hero, { display: 'grid', gap: 24, alignItems: 'center', background: c.brand50, borderRadius: r.panel, padding: 24 });
globalStyle(`${article} ${lead}`, { fontSize: '1.2rem', lineHeight: 1.6, color: c.inkSoft, margin: 0 });
globalStyle(`${article} ${meta}`, { fontSize: '0.875rem', lineHeight: 1.43, color: c.inkSoft });
globalStyle(art, { display: 'block', width: '100%', maxWidth: 420, height: 'auto', justifySelf: 'center' });

// In-page links; on the digital platform page, the seven steps as a numbered diagram.
globalStyle(toc, { marginTop: 32 });
globalStyle(`${toc} ol`, { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 12, gridTemplateColumns: 'repeat(auto-fill, minmax(136px, 1fr))', counterReset: 'step' });
globalStyle(`${toc} li`, { position: 'relative', counterIncrement: 'step' });
globalStyle(`${toc} li::before`, {
  content: 'counter(step)', position: 'absolute', top: 8, left: 8, width: 24, height: 24, borderRadius: '50%',
  background: c.brand700, color: '#fff', fontSize: '0.8rem', fontWeight: 700, lineHeight: '24px', textAlign: 'center',
});
globalStyle(`${toc} a`, {
  display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 8, height: '100%', boxSizing: 'border-box', padding: '16px 8px 12px',
  border: `1px solid ${c.border}`, borderRadius: r.card, background: '#fff', fontWeight: 600, textDecoration: 'none', textAlign: 'center',
});
globalStyle(`${toc} a:hover`, { borderColor: c.brand700, textDecoration: 'underline' });
globalStyle(`${toc} img`, { width: 56, height: 56 });

// Sections: the heading in a narrow column beside the text, so wide screens are used.
globalStyle(section, { marginTop: 40, paddingTop: 40, borderTop: `1px solid ${c.border}`, scrollMarginTop: 16 });
globalStyle(`${body} > :last-child`, { marginBottom: 0 });
globalStyle(`${section} ul, ${section} ol`, { margin: '0 0 16px', paddingLeft: 24 });
globalStyle(`${section} li`, { marginBottom: 8 });
globalStyle(`${article} ${stats}`, { listStyle: 'none', padding: 0, display: 'grid', gap: 16 });
globalStyle(`${article} ${stats} li`, { background: c.brand50, borderRadius: r.card, padding: 20, margin: 0, color: c.ink });
globalStyle(statValue, { display: 'block', fontSize: '2.5rem', fontWeight: 800, lineHeight: 1.1, letterSpacing: '-0.02em', color: c.brand700, marginBottom: 4 });
globalStyle(cards, { display: 'grid', gap: 16, marginBottom: 16, gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))' });
globalStyle(card, { border: `1px solid ${c.border}`, borderTop: `4px solid ${c.brand500}`, borderRadius: r.card, padding: 20, background: '#fff' });
globalStyle(`${article} ${card} h3`, { marginTop: 0 });
globalStyle(`${article} ${card} p`, { margin: 0 });
globalStyle(`${article} ${note}`, { fontSize: '0.875rem', lineHeight: 1.43, color: c.inkSoft, marginTop: 8 });
globalStyle(`${article} ${moreLink}`, { fontWeight: 600 });
globalStyle(`${article} ${moreLink}::after`, { content: '" \\2192" / ""' });

// The closing call to action: a navy band with a white button.
globalStyle(cta, {
  marginTop: 56, padding: '32px 24px', background: c.navy, color: '#fff', borderRadius: r.panel,
  display: 'flex', flexWrap: 'wrap', gap: '16px 32px', alignItems: 'center', justifyContent: 'space-between',
});
globalStyle(`${cta} h2`, { marginBottom: 8 });
globalStyle(`${cta} p`, { margin: 0, color: c.border, maxWidth: 720 });
// Links that look like the theme's large contained button: white on the brand's 700 shade.
globalStyle(`${article} ${button}`, {
  display: 'inline-block', background: c.brand700, color: '#fff', fontWeight: 600, fontSize: '1rem', lineHeight: 1.75,
  textDecoration: 'none', borderRadius: r.control, padding: '10px 24px',
});
globalStyle(`${article} ${button}:hover`, { background: c.brand900 });
globalStyle(`${article} ${cta} ${button}`, { background: '#fff', color: c.navy });
globalStyle(`${article} ${cta} ${button}:hover`, { background: c.brand100 });
globalStyle(`${article} ${cta} a:focus-visible`, { outlineColor: '#fff' });

globalStyle(`${article} ${stats}`, { '@media': { [up('sm')]: { gridTemplateColumns: 'repeat(2, 1fr)' } } });
globalStyle(hero, { '@media': { [up('sm')]: { padding: 32 } } });
globalStyle(`${article} h1`, { '@media': { [up('md')]: { fontSize: '3rem' } } });
globalStyle(hero, { '@media': { [up('md')]: { padding: '48px 56px' } } });
globalStyle(`${hero}:has(${art})`, { '@media': { [up('md')]: { gridTemplateColumns: 'minmax(0, 1.15fr) minmax(0, 0.85fr)', gap: 48 } } });
globalStyle(section, { '@media': { [up('md')]: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 2fr)', gap: 48 } } });
globalStyle(cta, { '@media': { [up('md')]: { padding: '48px 56px' } } });
globalStyle(`${article} ${stats}`, { '@media': { [up('lg')]: { gridTemplateColumns: 'repeat(4, 1fr)' } } });
globalStyle(`${toc} ol`, { '@media': { [up('lg')]: { gridTemplateColumns: 'repeat(7, minmax(0, 1fr))' } } });
