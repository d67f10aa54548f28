import { Box, type SxProps, type Theme } from '@mui/material';
import type { ReactNode, TableHTMLAttributes } from 'react';

/** MUI's table cell rule: the divider colour at full strength, lightened 88 %. */
const CELL_BORDER = '#e0e0e0';

type PlainTableProps = TableHTMLAttributes<HTMLTableElement> & { size?: 'small' | 'medium'; sx?: SxProps<Theme>; children: ReactNode };

/**
 * A native table drawn as MUI's Table draws one (body2 text, a hairline under each cell, 16 px of
 * padding, 6 px high when small, header cells in medium weight), with plain `th` and `td` inside:
 * MUI's seven table components cost about 4 KB gzip on the page that shows one.
 */
export function PlainTable({ size = 'medium', sx, children, ...props }: PlainTableProps) {
  return (
    <Box
      component="table"
      {...props}
      sx={[
        (theme) => ({
          width: '100%',
          borderCollapse: 'collapse',
          borderSpacing: 0,
          '& th, & td': {
            ...theme.typography.body2,
            color: theme.palette.text.primary,
            textAlign: 'left',
            verticalAlign: 'inherit',
            borderBottom: `1px solid ${CELL_BORDER}`,
            padding: size === 'small' ? '6px 16px' : '16px',
          },
          '& thead th': { fontWeight: 500, lineHeight: '1.5rem' },
        }),
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {children}
    </Box>
  );
}
