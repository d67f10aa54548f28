import { style } from '@vanilla-extract/css';
import { space } from '../../../styles/media';
import * as text from '../../../styles/text.css';
import { vars } from '../../../styles/theme.css';

/** The spinner while the modules are read, centred in the brand's text colour. */
export const loading = style({ color: vars.color.brand700, alignSelf: 'center' });

export const progress = style([text.body1, { marginBottom: space(1), fontWeight: 500 }]);

/** The module cards, 2 units apart. */
export const list = style({ display: 'flex', flexDirection: 'column', gap: space(2) });

/** Continue, and beside it (under it on a narrow screen) what it waits for. */
export const footer = style({ display: 'flex', gap: space(2), alignItems: 'center', flexWrap: 'wrap' });

export const hint = style([text.body1, { color: vars.color.inkSoft }]);
