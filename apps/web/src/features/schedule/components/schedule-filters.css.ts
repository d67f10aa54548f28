import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { TYPE } from '../../../lib/brand-tokens';
import { space, up } from '../../../styles/media';
import { button } from '../../../styles/button.css';
import { vars } from '../../../styles/theme.css';

export const filters = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start' });

/**
 * Phones (below md) only: CSS decides, not the script. Written on both classes (the shared
 * button's and this one), so the shared `display` never wins a tie whatever the order of the sheets.
 */
const phoneOnly = { '@media': { [up('md')]: { selectors: { [`${button.classNames.base}&`]: { display: 'none' } } } } };

/** 'Filters': an outlined button, tall enough for a finger. */
export const show = style([button.classNames.base, button.classNames.variants.variant.outlined, phoneOnly, { minHeight: 44 }]);

/** 'Hide filters': a text button beside the title. */
export const hide = style([button.classNames.base, button.classNames.variants.variant.text, phoneOnly]);

/** The panel: folded on phones until 'Filters' is pressed, always shown from md. */
export const panel = recipe({
  base: {
    alignSelf: 'stretch',
    padding: space(2),
    backgroundColor: vars.color.surface,
    border: `1px solid ${vars.color.border}`,
    borderRadius: space(3),
    '@media': { [up('md')]: { padding: space(3) } },
  },
  variants: { open: { true: { display: 'block' }, false: { display: 'none', '@media': { [up('md')]: { display: 'block' } } } } },
  defaultVariants: { open: false },
});

export const head = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', marginBottom: space(2) });

export const title = style({ ...TYPE.h2, fontSize: '1.25rem', margin: 0 });

/** One column on phones, two from sm, the five selects and the clear button in a row from md. */
export const grid = style({
  display: 'grid',
  gap: space(2),
  gridTemplateColumns: '1fr',
  alignItems: 'end',
  '@media': { [up('sm')]: { gridTemplateColumns: '1fr 1fr' }, [up('md')]: { gridTemplateColumns: 'repeat(5, 1fr) auto' } },
});

export const clear = style([button.classNames.base, button.classNames.variants.variant.text, { minHeight: 40 }]);
