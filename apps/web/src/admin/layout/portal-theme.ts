import { createTheme, unstable_createBreakpoints as createBreakpoints } from '@mui/material/styles';
import { BRAND, BRAND_TEXT, BREAKPOINTS, COLORS, CONTAINER, FONT_FAMILY, RADIUS, SPACING, TYPE } from '../../lib/brand-tokens';

export { BRAND, BRAND_TEXT };

/**
 * The portal's look (docs/design.md): spec section 2's primary #009ACE, light scheme only, a
 * self-hosted sans-serif (Figtree), container widths xs 800 / sm 1000 / md 1220 / lg 1440 / xl 1600.
 * #009ACE has 3.2:1 contrast with white, too little for text or a button's label, so the brand
 * colour marks surfaces and accents, and text, links and filled buttons use its 700 shade
 * (5.4:1 with white).
 */
// The default breakpoints, for the media queries below: a whole default theme, built only to read
// them, was about half of the 20 ms (4x CPU) the theme took while the app started.
const base = { breakpoints: createBreakpoints({ values: BREAKPOINTS }) };
const { fontSizeMd: h1Md, ...h1 } = TYPE.h1;

export const theme = createTheme({
  palette: {
    mode: 'light',
    primary: { main: BRAND, dark: BRAND_TEXT, light: COLORS.brand100, contrastText: '#000000' },
    secondary: { main: COLORS.navy, contrastText: '#ffffff' },
    success: { main: COLORS.success },
    error: { main: COLORS.error },
    text: { primary: COLORS.ink, secondary: COLORS.inkSoft },
    divider: COLORS.border,
    background: { default: '#ffffff', paper: '#ffffff' },
  },
  breakpoints: { values: BREAKPOINTS },
  spacing: SPACING,
  typography: {
    fontFamily: FONT_FAMILY,
    h1: { ...h1, [base.breakpoints.up('md')]: { fontSize: h1Md } },
    h2: TYPE.h2,
    h3: TYPE.h3,
    h6: { fontWeight: TYPE.h6.fontWeight },
    overline: { fontWeight: TYPE.overline.fontWeight, letterSpacing: TYPE.overline.letterSpacing, lineHeight: TYPE.overline.lineHeight },
    button: { textTransform: 'none', fontWeight: TYPE.button.fontWeight },
  },
  shape: { borderRadius: RADIUS.control },
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
    // Each input would add a style tag of its own for MUI's autofill keyframes (a label floated on
    // autofill): on a form of twelve fields, twelve tags written while the page is adopted. The
    // portal's labels sit above their fields (components/form/form-text-field.tsx) and never float.
    MuiInputBase: { defaultProps: { disableInjectingGlobalStyles: true } },
    MuiInputLabel: { styleOverrides: { root: { '&.Mui-focused:not(.Mui-error)': { color: BRAND_TEXT } } } },
    // No ripple: on a phone, a tap's ripple rendered React elements and Emotion styles in the tap's
    // own frame (about a third of the script run by pressing the registration form's submit button,
    // bench:inp). A pressed button darkens instead (:active, plain CSS), and keyboard focus draws the
    // ring the marketing pages' links use (MUI's advice when its ripple is off).
    MuiButtonBase: { defaultProps: { disableRipple: true } },
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: {
        root: {
          borderRadius: RADIUS.control,
          paddingInline: 20,
          '&.Mui-focusVisible': { outline: `3px solid ${COLORS.ink}`, outlineOffset: 2 },
          '&:active:not(.Mui-disabled)': { backgroundColor: 'rgba(0, 115, 154, 0.16)' },
          // MUI 9 has no containedPrimary, textPrimary or outlinedPrimary keys: variant and colour
          // are matched here instead.
          variants: [
            // White on the 700 shade (5.4:1); hover darkens to the 900 shade (9.9:1). No colour
            // transition: a disabled button that is enabled (the terms arrived, the page was adopted)
            // turned its text white at once while MUI faded its background from the disabled grey, and
            // a busy device showed white on grey (1.3:1) for as long as it took to draw those frames.
            {
              props: { variant: 'contained', color: 'primary' },
              style: { backgroundColor: BRAND_TEXT, color: '#ffffff', transition: 'none', '&:hover, &:active:not(.Mui-disabled)': { backgroundColor: COLORS.brand900 } },
            },
            { props: { variant: 'text', color: 'primary' }, style: { color: BRAND_TEXT } },
            { props: { variant: 'outlined', color: 'primary' }, style: { color: BRAND_TEXT, borderColor: BRAND_TEXT } },
          ],
        },
        sizeLarge: { paddingBlock: 12, fontSize: '1rem' },
      },
    },
    MuiCard: { styleOverrides: { root: { borderRadius: RADIUS.card } } },
    MuiPaper: { styleOverrides: { outlined: { borderColor: COLORS.border } } },
    MuiChip: { styleOverrides: { root: { fontWeight: 600 } } },
  },
});
