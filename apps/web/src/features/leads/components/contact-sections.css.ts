import { style } from '@vanilla-extract/css';
import { TYPE } from '../../../lib/brand-tokens';
import { space } from '../../../styles/media';

/** A part of the form: its heading and fields, 16 px apart. */
export const section = style({ display: 'flex', flexDirection: 'column', gap: space(2) });

export const title = style({ ...TYPE.h2, fontSize: '1.5rem', margin: 0 });

/** The last question's legend, as large as a heading (it stands for the part's title). */
export const headingLegend = style({ ...TYPE.body1, fontSize: '1.25rem', fontWeight: 700 });
