import { style } from '@vanilla-extract/css';
import { space } from '../../../styles/media';

/** The modules' parts, spaced as the page's own (3 units), inside the step's fieldset. */
export const modules = style({ display: 'flex', flexDirection: 'column', gap: space(3) });
