import { globalStyle, style } from '@vanilla-extract/css';
import { space, up } from '../../../styles/media';

/**
 * The cookie tables: narrower cell sides on a phone, and cookie names (one unbreakable word each)
 * allowed to break, so a 320 px phone does not show the whole page zoomed out.
 */
export const cookieTable = style({ marginBottom: space(3) });
globalStyle(`${cookieTable} :is(th, td)`, { paddingInline: space(1), '@media': { [up('sm')]: { paddingInline: space(2) } } });
globalStyle(`${cookieTable} code`, { overflowWrap: 'anywhere' });
