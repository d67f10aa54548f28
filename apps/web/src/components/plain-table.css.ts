import { globalStyle } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../styles/theme.css';

/** A table cell's rule: the divider colour at full strength, lightened 88 %. */
const CELL_BORDER = '#e0e0e0';

export const table = recipe({
  base: { width: '100%', borderCollapse: 'collapse', borderSpacing: 0 },
  variants: { size: { small: {}, medium: {} } },
  defaultVariants: { size: 'medium' },
});

// Plain th and td inside: body2 text, a hairline under each cell, header cells in medium weight.
// In :where(), so a caller's rule for its cells (a class and an element) wins whatever the order
// of the sheets.
const cells = (size: 'small' | 'medium') => `:where(${table.classNames.variants.size[size]} :is(th, td))`;
globalStyle(`:where(${table.classNames.base} :is(th, td))`, {
  fontSize: '0.875rem',
  lineHeight: 1.43,
  fontWeight: 400,
  color: vars.color.ink,
  textAlign: 'left',
  verticalAlign: 'inherit',
  borderBottom: `1px solid ${CELL_BORDER}`,
});
globalStyle(cells('medium'), { padding: 16 });
globalStyle(cells('small'), { padding: '6px 16px' });
globalStyle(`:where(${table.classNames.base} thead th)`, { fontWeight: 500, lineHeight: '1.5rem' });
