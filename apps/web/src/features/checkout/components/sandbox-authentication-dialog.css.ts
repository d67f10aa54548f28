import { style } from '@vanilla-extract/css';
import { TYPE } from '../../../lib/brand-tokens';
import { vars } from '../../../styles/theme.css';

/** A centred card, at most 600 px wide and 32 px from every edge, over the dimmed page. */
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

export const title = style({ ...TYPE.h6, margin: 0, padding: '16px 24px' });

export const content = style({ flex: '1 1 auto', overflowY: 'auto', padding: '0 24px 20px' });

export const text = style({ ...TYPE.body1, margin: 0, color: vars.color.inkSoft });

export const actions = style({ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: 8, padding: 8, flex: '0 0 auto' });

/** The busy spinner before 'Confirm payment'. */
export const icon = style({ display: 'inherit', marginRight: 8, marginLeft: -4 });
