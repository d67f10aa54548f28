import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { space, up } from '../../styles/media';

/**
 * The form's column and, from md, a column beside it (380 px from lg): the help panel's 320 px,
 * or 340 px for the contact page's picture and brochure.
 */
export const columns = recipe({
  base: {
    display: 'grid',
    gap: space(4),
    gridTemplateColumns: 'minmax(0, 1fr)',
    justifyContent: 'center',
    alignItems: 'start',
    '@media': { [up('md')]: { gap: space(6) } },
  },
  // Each variant says its lg columns too: a base rule for lg would tie with a variant's md rule.
  variants: {
    side: {
      help: { '@media': { [up('md')]: { gridTemplateColumns: 'minmax(0, 1fr) 320px' }, [up('lg')]: { gridTemplateColumns: 'minmax(0, 760px) 380px' } } },
      brochure: { '@media': { [up('md')]: { gridTemplateColumns: 'minmax(0, 1fr) 340px' }, [up('lg')]: { gridTemplateColumns: 'minmax(0, 760px) 380px' } } },
    },
  },
  defaultVariants: { side: 'help' },
});

export const main = style({ minWidth: 0 });

/** Hidden on phones; from md it stays in view while the form scrolls. */
export const aside = style({ display: 'none', minWidth: 0, '@media': { [up('md')]: { display: 'block', position: 'sticky', top: 24 } } });
