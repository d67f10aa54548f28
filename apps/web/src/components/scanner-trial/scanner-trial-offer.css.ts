import { style } from '@vanilla-extract/css';
import { button } from '../../styles/button.css';
import { space, up } from '../../styles/media';

/**
 * The banner and the offer's parts, 5 units apart on phones, 7 from md: on the page, and again on
 * the parts under the banner inside their fieldset (the fieldset is one item of the page's column).
 */
export const sections = style({ display: 'flex', flexDirection: 'column', gap: space(5), '@media': { [up('md')]: { gap: space(7) } } });

/** The banner's link to the plan, a large button (on both classes, as components/form/hydrated-button.css.ts). */
export const cta = style({ selectors: { [`${button.classNames.base}&`]: { paddingBlock: 12, fontSize: '1rem' } } });

/** Holds the room of the offer's body while its code arrives. */
export const placeholder = style({ minHeight: 800 });
