import { createTheme } from '@mui/material/styles';
import { theme } from './portal-theme';

/**
 * The portal's theme, plus what the back office needs on a phone: a wide list scrolls inside its
 * own box instead of pushing the whole page sideways (staff check rosters and registrations on
 * their phones at 390 px).
 */
export const adminTheme = createTheme(theme, {
  components: {
    // react-admin lets the layout grow to its widest table ('fit-content'); flex items must be
    // allowed to shrink (min-width 0) all the way down for the table's own box to scroll.
    RaLayout: { styleOverrides: { root: { minWidth: 0, '& .RaLayout-content': { minWidth: 0 } } } },
    RaList: { styleOverrides: { root: { '& .RaList-main': { minWidth: 0 } } } },
    RaDataTable: { styleOverrides: { root: { '& .RaDataTable-tableWrapper': { overflowX: 'auto' } } } },
    MuiTableContainer: { styleOverrides: { root: { overflowX: 'auto' } } },
  },
});
