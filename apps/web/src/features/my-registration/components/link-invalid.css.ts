import { style } from '@vanilla-extract/css';
import { space } from '../../../styles/media';

/** The heading, the message and one action, left-aligned, 24 px apart, as the not-found page. */
export const page = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: space(3), maxWidth: 760, paddingBlock: space(4) });
