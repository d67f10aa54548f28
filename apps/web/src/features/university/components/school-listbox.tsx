import { Box } from '@mui/material';
import type { HTMLAttributes, ReactNode } from 'react';

type SchoolListboxProps = HTMLAttributes<HTMLUListElement> & {
  /** Said above the options when nothing but Other matches what was typed. */
  noMatch: string | null;
  children: ReactNode;
};

/**
 * The picker's open list, drawn as MUI Autocomplete's (a raised paper the field's width, 48 px
 * rows on phones, the highlighted option shaded) but placed under the field by CSS: the list
 * only ever opens downwards inside the form's column, so MUI's Popper and its portal would cost
 * bytes for nothing. `useAutocomplete` marks the highlighted option with `Mui-focused`.
 */
export function SchoolListbox({ noMatch, children, ...listbox }: SchoolListboxProps) {
  return (
    <Box
      component="ul"
      {...listbox}
      sx={(theme) => ({
        position: 'absolute',
        top: '100%',
        left: 0,
        right: 0,
        zIndex: theme.zIndex.modal,
        boxSizing: 'border-box',
        listStyle: 'none',
        m: 0,
        py: 1,
        px: 0,
        maxHeight: '40vh',
        overflow: 'auto',
        ...theme.typography.body1,
        color: theme.palette.text.primary,
        bgcolor: theme.palette.background.paper,
        borderRadius: `${theme.shape.borderRadius}px`,
        boxShadow: theme.shadows[1],
        '& [role="option"]': {
          minHeight: 48,
          display: 'flex',
          alignItems: 'center',
          boxSizing: 'border-box',
          py: '6px',
          px: 2,
          cursor: 'pointer',
          outline: 0,
          WebkitTapHighlightColor: 'transparent',
          [theme.breakpoints.up('sm')]: { minHeight: 'auto' },
          '&.Mui-focused': { bgcolor: theme.palette.action.hover, '@media (hover: none)': { bgcolor: 'transparent' } },
          '&.Mui-focusVisible': { bgcolor: theme.palette.action.focus },
          '&[aria-selected="true"]': {
            bgcolor: theme.alpha(theme.palette.primary.main, theme.palette.action.selectedOpacity),
            '&.Mui-focused': { bgcolor: theme.alpha(theme.palette.primary.main, theme.palette.action.selectedOpacity + theme.palette.action.hoverOpacity) },
          },
        },
      })}
    >
      {noMatch && (
        <Box component="li" role="presentation" sx={{ px: 2, py: 1.5, color: 'text.secondary' }}>
          {noMatch}
        </Box>
      )}
      {children}
    </Box>
  );
}
