import { style } from '@vanilla-extract/css';
import { space } from '../../../styles/media';
import { vars } from '../../../styles/theme.css';

/** The step's heading, lead and modules, 3 units apart, in a column of at most 960 px. */
export const page = style({ display: 'flex', flexDirection: 'column', gap: space(3), maxWidth: 960 });

/** The modules' parts, spaced as the page's own (3 units), inside the step's fieldset. */
export const modules = style({ display: 'flex', flexDirection: 'column', gap: space(3) });

/** The spinner while the modules' code arrives, centred in the brand's text colour. */
export const loading = style({ color: vars.color.brand700, alignSelf: 'center' });
