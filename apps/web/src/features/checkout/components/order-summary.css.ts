import { style, styleVariants } from '@vanilla-extract/css';
import { TYPE } from '../../../lib/brand-tokens';
import { space } from '../../../styles/media';
import { vars } from '../../../styles/theme.css';

/** Where the updating bar shows: always 4 px high, so the table never moves. */
export const bar = style({ height: 4 });

/** The amounts' column heading (read by screen readers only, with the whole head). */
export const amountHead = style({ textAlign: 'right' });

/** A row's label flush with the panel's left edge; the totals in bold. */
export const label = styleVariants({
  regular: { paddingLeft: 0, fontWeight: 400 },
  strong: { paddingLeft: 0, fontWeight: 700 },
});

/** A row's amount flush right, on one line. */
export const amount = styleVariants({
  regular: { textAlign: 'right', paddingRight: 0, fontWeight: 400, whiteSpace: 'nowrap' },
  strong: { textAlign: 'right', paddingRight: 0, fontWeight: 700, whiteSpace: 'nowrap' },
});

/** 'Amounts in USD', under the table. */
export const currency = style({ ...TYPE.body2, margin: `${space(1)} 0 0`, color: vars.color.inkSoft });
