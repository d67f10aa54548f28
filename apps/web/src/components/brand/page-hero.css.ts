import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { TYPE } from '../../lib/brand-tokens';
import { space, up } from '../../styles/media';
import * as text from '../../styles/text.css';
import { vars } from '../../styles/theme.css';

/** A panel on the lightest tint: the text and the picture side by side from md. */
export const hero = recipe({
  base: {
    display: 'grid',
    gap: space(3),
    alignItems: 'center',
    paddingBlock: space(3),
    paddingInline: space(3),
    borderRadius: vars.radius.panel,
    backgroundColor: vars.color.brand50,
    '@media': {
      [up('sm')]: { paddingBlock: space(4), paddingInline: space(4) },
      [up('md')]: { gap: space(6), paddingBlock: space(6), paddingInline: space(7), gridTemplateColumns: 'minmax(0, 1.15fr) minmax(0, 0.85fr)' },
    },
  },
  variants: {
    compact: {
      false: {},
      // A smaller heading and less room above and below, for a page whose content is the point (the schedule).
      true: { '@media': { [up('md')]: { paddingBlock: space(4), gridTemplateColumns: 'minmax(0, 1.6fr) minmax(0, 1fr)' } } },
    },
  },
  defaultVariants: { compact: false },
});

export const content = style({ display: 'flex', flexDirection: 'column', gap: space(2), minWidth: 0 });

export const eyebrow = style([text.overline, { color: vars.color.brand700 }]);

export const title = recipe({
  base: [text.h1],
  variants: {
    compact: {
      false: {},
      true: { fontSize: '2rem', '@media': { [up('md')]: { fontSize: '2.5rem' } } },
    },
  },
  defaultVariants: { compact: false },
});

/** The lead: h6 size in regular weight, in the secondary text colour. */
export const lead = style({ ...TYPE.h6, margin: 0, fontWeight: 400, color: vars.color.inkSoft });

/** Stacked full width on phones, in a row from sm. */
export const actions = style({
  display: 'flex',
  flexDirection: 'column',
  flexWrap: 'wrap',
  gap: space(1.5),
  paddingTop: space(1),
  '@media': { [up('sm')]: { flexDirection: 'row' } },
});

export const art = recipe({
  base: { justifyContent: 'center', minWidth: 0, display: 'flex' },
  variants: {
    onPhones: {
      true: {},
      false: { display: 'none', '@media': { [up('md')]: { display: 'flex' } } },
    },
  },
  defaultVariants: { onPhones: true },
});
