import { Box, type SxProps, type Theme } from '@mui/material';
import type { ReactNode, TableHTMLAttributes } from 'react';
import * as css from './plain-table.css';

type PlainTableProps = TableHTMLAttributes<HTMLTableElement> & {
  size?: 'small' | 'medium';
  /** For callers not yet moved to vanilla-extract: the table is then drawn through MUI's Box. */
  sx?: SxProps<Theme>;
  children: ReactNode;
};

/**
 * A native table drawn as MUI's Table draws one (body2 text, a hairline under each cell, 16 px of
 * padding, 6 px high when small, header cells in medium weight), with plain `th` and `td` inside,
 * styled by class (plain-table.css.ts).
 */
export function PlainTable({ size = 'medium', sx, className, children, ...props }: PlainTableProps) {
  const classes = className ? `${css.table({ size })} ${className}` : css.table({ size });
  return sx ? (
    <Box component="table" {...props} className={classes} sx={sx}>
      {children}
    </Box>
  ) : (
    <table {...props} className={classes}>
      {children}
    </table>
  );
}
