import { style } from '@vanilla-extract/css';
import { space } from '../../../styles/media';
import * as text from '../../../styles/text.css';

export const fileLabel = style([text.body1, { display: 'block', fontWeight: 500, marginBottom: space(1) }]);

export const packageStatus = style([text.body1, { fontWeight: 600 }]);

/** Each lesson's status, one a line, as MUI's dense List drew them. */
export const lessons = style({ listStyle: 'none', margin: 0, padding: '8px 0' });
export const lesson = style({ display: 'flex', alignItems: 'center', padding: '4px 16px' });
