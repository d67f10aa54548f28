import { style } from '@vanilla-extract/css';
import { TYPE } from '../../../lib/brand-tokens';
import { button } from '../../../styles/button.css';
import { space } from '../../../styles/media';
import { vars } from '../../../styles/theme.css';

/** The availability could not be read: why, and the way back to the choice of a course. */
export const failed = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: space(2) });

export const loading = style({ display: 'flex', justifyContent: 'center', paddingBlock: space(6), color: vars.color.brand700 });

/** Under the stepper (which keeps 32 px under itself): the course, the notices and the form, 32 px apart. */
export const step = style({ display: 'flex', flexDirection: 'column', gap: space(4) });

export const course = style({ ...TYPE.body1, margin: 0, fontSize: '1.15rem' });

export const courseLabel = style({ color: vars.color.inkSoft });

export const bannerText = style({ ...TYPE.body1, margin: 0 });

/** Under the banner's text; on the button's class too, so the shared button's `margin: 0` does not tie with it. */
export const bannerAction = style({ minHeight: 44, selectors: { [`${button.classNames.base}&`]: { marginTop: space(1) } } });

export const soldOut = style({ alignItems: 'center' });

export const soldOutText = style({ ...TYPE.body1, margin: 0, fontWeight: 600 });
