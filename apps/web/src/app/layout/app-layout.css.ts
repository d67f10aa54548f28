import { style } from '@vanilla-extract/css';
import { up } from '../../styles/media';
import { vars } from '../../styles/theme.css';

export const page = style({ display: 'flex', flexDirection: 'column', minHeight: '100vh' });

/** Off screen until focused: the keyboard's first stop. */
export const skipLink = style({
  position: 'absolute',
  left: -9999,
  ':focus': { left: 16, top: 16, zIndex: 2000, backgroundColor: vars.color.white, padding: 8 },
});

/**
 * At least a screen tall: the footer starts below the first screen, so a page whose content
 * arrives after the heading does not push a visible footer down (layout shift).
 */
export const main = style({ flex: 1, minHeight: '100vh', paddingBlock: 24, outline: 'none', '@media': { [up('md')]: { paddingBlock: 40 } } });
