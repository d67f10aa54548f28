import { style, styleVariants } from '@vanilla-extract/css';
import { button } from '../../styles/button.css';

/**
 * Sizes beyond the shared button's own (styles/button.css.ts): large is 52 px high, in 1 rem type.
 * Written on both classes (`.base.large`): the shared sheet is the entry's, which a lazily loaded
 * page may add again after this one (Vite's preload), and its padding would then win a tie.
 */
export const size = styleVariants({
  medium: {},
  large: { selectors: { [`${button.classNames.base}&`]: { paddingBlock: 12, fontSize: '1rem' } } },
});

/** The icon before the label (a busy spinner). */
export const startIcon = style({ display: 'inherit', marginRight: 8, marginLeft: -4 });
