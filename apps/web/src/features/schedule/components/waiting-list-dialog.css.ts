import { style } from '@vanilla-extract/css';
import { TYPE } from '../../../lib/brand-tokens';
import { space } from '../../../styles/media';
import { vars } from '../../../styles/theme.css';

/** A centred card, at most 600 px wide and 32 px from every edge, the page dimmed behind it. */
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
  overflow: 'hidden',
  '::backdrop': { backgroundColor: 'rgba(0, 0, 0, 0.5)' },
  selectors: { '&[open]': { display: 'flex', flexDirection: 'column' } },
});

/** The form fills the card: its title and buttons stay put while a tall middle scrolls. */
export const form = style({ display: 'flex', flexDirection: 'column', flex: '1 1 auto', minHeight: 0 });

export const title = style({ ...TYPE.h6, margin: 0, padding: `${space(2)} ${space(3)}` });

export const content = style({ flex: '1 1 auto', overflowY: 'auto', padding: `0 ${space(3)} 20px` });

export const fields = style({ display: 'flex', flexDirection: 'column', gap: space(2) });

export const intro = style({ ...TYPE.body1, margin: 0, color: vars.color.inkSoft });

export const actions = style({ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: space(1), padding: space(1), flex: '0 0 auto' });

/** The busy spinner before the submit button's label. */
export const busy = style({ marginRight: space(1), marginLeft: -4 });
