import type { ReactNode, TableHTMLAttributes } from 'react';
import * as css from './plain-table.css';

type PlainTableProps = TableHTMLAttributes<HTMLTableElement> & {
  size?: 'small' | 'medium';
  children: ReactNode;
};

/**
 * A native table drawn as MUI's Table draws one (body2 text, a hairline under each cell, 16 px of
 * padding, 6 px high when small, header cells in medium weight), with plain `th` and `td` inside,
 * styled by class (plain-table.css.ts).
 */
export function PlainTable({ size = 'medium', className, children, ...props }: PlainTableProps) {
  const classes = className ? `${css.table({ size })} ${className}` : css.table({ size });
  return (
    <table {...props} className={classes}>
      {children}
    </table>
  );
}
