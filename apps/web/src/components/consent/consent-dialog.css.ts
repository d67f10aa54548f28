import { style } from '@vanilla-extract/css';
import { body1, h6 } from '../../styles/text.css';
import { vars } from '../../styles/theme.css';

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

export const title = style([h6, { padding: '16px 24px' }]);

export const content = style({ flex: '1 1 auto', overflowY: 'auto', padding: '0 24px 20px' });

export const intro = style([body1, { color: vars.color.inkSoft, marginBottom: 16 }]);

export const choices = style({ display: 'flex', flexDirection: 'column', gap: 12 });

export const error = style({ marginTop: 16 });

export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'flex-end', gap: 8, padding: '8px 24px 16px', flex: '0 0 auto' });

export const description = style({ fontSize: '0.875rem' });
