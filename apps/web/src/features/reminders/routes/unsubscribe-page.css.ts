import { style } from '@vanilla-extract/css';
import { TYPE } from '../../../lib/brand-tokens';
import { space, up } from '../../../styles/media';
import { button } from '../../../styles/button.css';
import { vars } from '../../../styles/theme.css';

/** A column of 640 px at most, 24 px between its parts. */
export const page = style({ display: 'flex', flexDirection: 'column', gap: space(3), maxWidth: 640 });

/** A smaller h1 than a landing page's: the page is one short question. */
export const title = style({ fontWeight: TYPE.h1.fontWeight, lineHeight: TYPE.h1.lineHeight, letterSpacing: TYPE.h1.letterSpacing, margin: 0, fontSize: '1.9rem', '@media': { [up('md')]: { fontSize: '2.5rem' } } });

export const text = style({ ...TYPE.body1, margin: 0 });

/** The button, and the spinner beside it while the server answers. */
export const actions = style({ display: 'flex', alignItems: 'center', gap: space(2) });

/** A filled button, tall enough for a finger. */
export const stop = style([button.classNames.base, button.classNames.variants.variant.contained, { minHeight: 44 }]);

export const spinner = style({ color: vars.color.brand700 });
