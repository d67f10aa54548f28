import { alpha, type Theme } from '@mui/material/styles';
import { SELECT_ARROW } from '../plain-select';

/**
 * The look of the form controls (fields, labels, hints, errors, radios, checkboxes, the error
 * summary's links) as one global stylesheet drawn from the theme, written once per page
 * (app/providers.tsx) and named by class. Why not `sx`: Emotion turns an element's `sx` into CSS
 * again each time the element renders. Pressing submit on the registration form renders every
 * field with its error at once; with `sx` on each label, input, error text and radio that took
 * about half of the 300 ms (4x CPU) between the tap and the errors on screen (bench:inp). With
 * classes a field's render only sets attributes: the error look follows `aria-invalid`.
 */
export const FORM_CLASS = {
  field: 'pp-field',
  label: 'pp-label',
  optional: 'pp-optional',
  hint: 'pp-hint',
  control: 'pp-control',
  select: 'pp-select',
  textarea: 'pp-textarea',
  error: 'pp-error',
  errorFlush: 'pp-error pp-error-flush',
  choice: 'pp-choice',
  legend: 'pp-legend',
  legendError: 'pp-legend pp-legend-error',
  radios: 'pp-radios',
  radiosRow: 'pp-radios pp-radios-row',
  option: 'pp-option',
  radio: 'pp-radio',
  optionText: 'pp-option-text',
  summary: 'pp-summary',
  summaryTitle: 'pp-summary-title',
  summaryList: 'pp-summary-list',
  summaryLink: 'pp-summary-link',
  check: 'pp-check',
  checkBox: 'pp-check-box',
  checkText: 'pp-check-text',
} as const;

/** MUI's outlined field: 56 px high, a hairline that darkens on hover and doubles in the brand colour (the error colour) when focused. */
function controlStyles(theme: Theme) {
  const { primary, error, text, background, action } = theme.palette;
  return {
    '.pp-control': {
      display: 'block',
      width: '100%',
      minWidth: 0,
      boxSizing: 'border-box',
      margin: 0,
      font: 'inherit',
      fontSize: '1rem',
      lineHeight: '1.4375em',
      color: text.primary,
      backgroundColor: background.paper,
      border: '1px solid rgba(0, 0, 0, 0.23)',
      borderRadius: theme.shape.borderRadius,
      padding: '15.5px 14px',
      height: 56,
      '&:hover': { borderColor: text.primary },
      '&:focus': { outline: 'none', borderColor: primary.main, boxShadow: `inset 0 0 0 1px ${primary.main}` },
      '&[aria-invalid="true"]': { borderColor: error.main },
      '&[aria-invalid="true"]:focus': { boxShadow: `inset 0 0 0 1px ${error.main}` },
      '&[data-disabled]': { color: text.disabled, borderColor: action.disabled, cursor: 'default' },
    },
    '.pp-select': {
      appearance: 'none',
      paddingRight: 32,
      backgroundImage: SELECT_ARROW,
      backgroundRepeat: 'no-repeat',
      backgroundPosition: 'right 7px center',
      backgroundSize: '24px',
      cursor: 'pointer',
      textOverflow: 'ellipsis',
    },
    '.pp-textarea': { height: 'auto', resize: 'vertical', fieldSizing: 'content' },
  };
}

/** Labels, hints, errors and the error summary: MUI's type, as Typography drew them. */
function textStyles(theme: Theme) {
  const { typography, palette } = theme;
  return {
    '.pp-field': { minWidth: 0 },
    '.pp-label': { ...typography.body1, margin: 0, display: 'block', fontWeight: 600, marginBottom: 4, color: palette.text.primary },
    '.pp-optional': { fontWeight: 400, color: palette.text.secondary },
    '.pp-hint': { ...typography.body2, margin: 0, marginBottom: 6, color: palette.text.secondary },
    '.pp-error': { ...typography.caption, color: palette.error.main, margin: '3px 14px 0' },
    '.pp-error-flush': { margin: '3px 0 0' },
    // The error summary: a 4 px frame in the error colour, its heading a small h2.
    '.pp-summary': {
      border: `4px solid ${palette.error.main}`,
      borderRadius: theme.shape.borderRadius,
      padding: 16,
      [theme.breakpoints.up('sm')]: { padding: 24 },
      '&:focus-visible': { outline: `3px solid ${palette.warning.main}`, outlineOffset: 2 },
    },
    '.pp-summary-title': { ...typography.h2, margin: 0, marginBottom: 12, fontSize: '1.2rem', [theme.breakpoints.up('sm')]: { fontSize: '1.35rem' } },
    '.pp-summary-list': { margin: 0, paddingLeft: 20, display: 'grid', gap: 6 },
    // MUI's Link (underline always, in the link colour's 40 % tint) in the error summary's dark red.
    '.pp-summary-link': {
      fontWeight: 600,
      color: palette.error.dark,
      textDecoration: 'underline',
      textDecorationColor: alpha(palette.primary.main, 0.4),
      '&:hover': { textDecorationColor: 'inherit' },
    },
  };
}

/**
 * A native radio drawn as MUI's: a 20 px ring in the secondary text colour, the brand colour with
 * a dot when chosen, a soft halo on hover and a ring when focused from the keyboard. The label
 * around it is the touch target (44 px high at least).
 */
function choiceStyles(theme: Theme) {
  const { palette } = theme;
  return {
    '.pp-choice': { margin: 0, padding: 0, border: 0, minWidth: 0, width: '100%' },
    '.pp-legend': { padding: 0, marginBottom: 4, fontWeight: 600, lineHeight: '1.4375em', color: palette.text.primary },
    '.pp-legend-error': { color: palette.error.main },
    '.pp-choice .pp-hint': { marginBottom: 4 },
    '.pp-radios': { display: 'flex', flexDirection: 'column', flexWrap: 'wrap' },
    '.pp-radios-row': { flexDirection: 'row' },
    '.pp-option': { display: 'inline-flex', alignItems: 'flex-start', minHeight: 44, marginLeft: -11, marginRight: 16, cursor: 'pointer' },
    '.pp-radio': {
      appearance: 'none',
      flexShrink: 0,
      width: 20,
      height: 20,
      // MUI's radio: a 24 px icon in 9 px of padding, 6 px above (the group's own setting).
      margin: '8px 11px 11px',
      borderRadius: '50%',
      border: `2px solid ${palette.text.secondary}`,
      backgroundColor: palette.background.paper,
      cursor: 'pointer',
      transition: 'box-shadow 150ms',
      '&:checked': { borderColor: palette.primary.main, background: `radial-gradient(${palette.primary.main} 0 4px, #fff 5px)` },
      '&:hover': { boxShadow: '0 0 0 10px rgba(0, 0, 0, 0.04)' },
      '&:focus-visible': { outline: 'none', boxShadow: '0 0 0 10px rgba(0, 154, 206, 0.2)' },
      '&[aria-invalid="true"]:not(:checked)': { borderColor: palette.error.main },
    },
    '.pp-option-text': { paddingTop: 8, lineHeight: 1.5 },
  };
}

/**
 * A native checkbox drawn as MUI's: the input, invisible, lies over MUI's icon in 9 px of padding;
 * the brand colour when checked (modifier classes: pp-check-checked, -error, -disabled, -top).
 */
function checkStyles(theme: Theme) {
  const { palette } = theme;
  return {
    '.pp-check': { display: 'inline-flex', alignItems: 'center', marginLeft: -11, marginRight: 16, cursor: 'pointer' },
    '.pp-check-top': { alignItems: 'flex-start' },
    '.pp-check-error': { color: palette.error.main },
    '.pp-check-disabled': { cursor: 'default', color: palette.text.disabled },
    '.pp-check-box': {
      position: 'relative',
      display: 'inline-flex',
      flexShrink: 0,
      padding: 9,
      borderRadius: '50%',
      color: palette.text.secondary,
      transition: 'background-color 150ms',
      '&:hover': { backgroundColor: 'rgba(0, 0, 0, 0.04)' },
      '&:has(:focus-visible)': { backgroundColor: 'rgba(0, 154, 206, 0.2)' },
      '& input': { position: 'absolute', inset: 0, width: '100%', height: '100%', margin: 0, padding: 0, opacity: 0, cursor: 'inherit', zIndex: 1 },
    },
    '.pp-check-top .pp-check-box': { padding: '4px 9px 9px' },
    '.pp-check-checked .pp-check-box': { color: palette.primary.main },
    '.pp-check-disabled .pp-check-box': { color: palette.action.disabled, backgroundColor: 'transparent' },
    '.pp-check-text': { lineHeight: 1.5 },
    '.pp-check-top .pp-check-text': { paddingTop: 6 },
  };
}

/** Every rule above, for MUI's GlobalStyles. */
export const formStyles = (theme: Theme) => ({ ...controlStyles(theme), ...textStyles(theme), ...choiceStyles(theme), ...checkStyles(theme) });
