import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

/** A sheet on the right, the page dimmed behind it (a modal <dialog> in the top layer). */
export const sheet = style({
  inset: '0 0 0 auto',
  width: 300,
  maxWidth: '85vw',
  height: '100%',
  maxHeight: '100%',
  margin: 0,
  padding: 0,
  border: 0,
  overflowY: 'auto',
  backgroundColor: vars.color.white,
  color: vars.color.ink,
  boxShadow: '0 8px 10px -5px rgba(0, 0, 0, 0.2), 0 16px 24px 2px rgba(0, 0, 0, 0.14), 0 6px 30px 5px rgba(0, 0, 0, 0.12)',
  '::backdrop': { backgroundColor: 'rgba(0, 0, 0, 0.5)' },
});

export const nav = style({ minHeight: '100%', padding: 16 });

export const closeRow = style({ display: 'flex', justifyContent: 'flex-end', marginBottom: 8 });

export const extra = style({ paddingBlock: 8 });

export const list = style({ listStyle: 'none', margin: 0, paddingBlock: 8, paddingInline: 0 });

export const item = style({ display: 'flex', alignItems: 'center', paddingBlock: 8, fontSize: '1.05rem' });
