import { style } from '@vanilla-extract/css';
import { TYPE } from '../../lib/brand-tokens';
import { space } from '../../styles/media';
import { vars } from '../../styles/theme.css';

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space(2),
  padding: space(3),
  borderRadius: vars.radius.panel,
  backgroundColor: vars.color.brand50,
});

export const art = style({ display: 'flex', justifyContent: 'center' });

/** An h2 in the h3 look, a little smaller. */
export const title = style({ ...TYPE.h3, fontSize: '1.2rem', margin: 0 });

export const list = style({ display: 'flex', flexDirection: 'column', gap: space(1.5), listStyle: 'none', padding: 0, margin: 0 });

export const item = style({ display: 'flex', gap: space(1.25), alignItems: 'flex-start' });
