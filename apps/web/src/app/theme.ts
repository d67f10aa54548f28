import { createTheme } from '@mui/material/styles';

/**
 * Spec section 2: primary #009ACE, light scheme only, a sans-serif font served by the app,
 * container widths xs 800 / sm 1000 / md 1220 / lg 1440 / xl 1600.
 * #009ACE has 3.2:1 contrast with white, too little for text, so text on it is black (6.5:1) and
 * text in the brand colour uses the darker shade (5.4:1 on white).
 */
export const BRAND = '#009ACE';
export const BRAND_TEXT = '#00739A';
const BRAND_HOVER = '#4DB8DD';
const CONTAINER = { xs: 800, sm: 1000, md: 1220, lg: 1440, xl: 1600 } as const;

const base = createTheme();

export const theme = createTheme({
  palette: {
    mode: 'light',
    primary: { main: BRAND, dark: BRAND_TEXT, contrastText: '#000000' },
    secondary: { main: '#1f2a44', contrastText: '#ffffff' },
    text: { primary: '#1a1a1a', secondary: '#4a4a4a' },
    background: { default: '#ffffff', paper: '#ffffff' },
  },
  typography: {
    fontFamily: 'Roboto, "Helvetica Neue", Arial, sans-serif',
    h1: { fontSize: '2.25rem', fontWeight: 700, [base.breakpoints.up('md')]: { fontSize: '3rem' } },
    h2: { fontSize: '1.75rem', fontWeight: 700 },
    h3: { fontSize: '1.35rem', fontWeight: 600 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  shape: { borderRadius: 8 },
  components: {
    MuiContainer: {
      styleOverrides: {
        maxWidthXs: { [base.breakpoints.up('xs')]: { maxWidth: CONTAINER.xs } },
        maxWidthSm: { [base.breakpoints.up('sm')]: { maxWidth: CONTAINER.sm } },
        maxWidthMd: { [base.breakpoints.up('md')]: { maxWidth: CONTAINER.md } },
        maxWidthLg: { [base.breakpoints.up('lg')]: { maxWidth: CONTAINER.lg } },
        maxWidthXl: { [base.breakpoints.up('xl')]: { maxWidth: CONTAINER.xl } },
      },
    },
    MuiLink: { styleOverrides: { root: { color: BRAND_TEXT } } },
    // A focused field's label is text: the brand colour would be 3.2:1, the dark shade is 5.4:1.
    MuiFormLabel: { styleOverrides: { root: { '&.Mui-focused:not(.Mui-error)': { color: BRAND_TEXT } } } },
    MuiInputLabel: { styleOverrides: { root: { '&.Mui-focused:not(.Mui-error)': { color: BRAND_TEXT } } } },
    MuiButton: {
      styleOverrides: {
        // Hover keeps black text readable: the default (primary.dark) would drop it to 3.9:1.
        containedPrimary: { '&:hover': { backgroundColor: BRAND_HOVER } },
        textPrimary: { color: BRAND_TEXT },
        outlinedPrimary: { color: BRAND_TEXT, borderColor: BRAND_TEXT },
      },
    },
  },
});
