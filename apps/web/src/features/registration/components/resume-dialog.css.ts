import { style } from '@vanilla-extract/css';
import { TYPE } from '../../../lib/brand-tokens';
import { space } from '../../../styles/media';
import { vars } from '../../../styles/theme.css';

/** A centred card, at most 600 px wide and 32 px from every edge, scrolling inside when tall. */
export const dialog = style({
  width: 'calc(100% - 64px)',
  maxWidth: 600,
  maxHeight: 'calc(100% - 64px)',
  margin: 'auto',
  padding: 0,
  border: 0,
  borderRadius: vars.radius.control,
  backgroundColor: vars.color.white,
  color: vars.color.ink,
  boxShadow: '0 11px 15px -7px rgba(0, 0, 0, 0.2), 0 24px 38px 3px rgba(0, 0, 0, 0.14), 0 9px 46px 8px rgba(0, 0, 0, 0.12)',
  overflowY: 'auto',
  '::backdrop': { backgroundColor: 'rgba(0, 0, 0, 0.5)' },
  selectors: { '&[open]': { display: 'flex', flexDirection: 'column' } },
});

export const title = style({ ...TYPE.h6, margin: 0, padding: `${space(2)} ${space(3)}` });

export const content = style({ flex: '1 1 auto', overflowY: 'auto', padding: `0 ${space(3)} 20px` });

export const text = style({ ...TYPE.body1, margin: `0 0 ${space(2)}` });
