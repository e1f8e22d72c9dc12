import { createTheme, responsiveFontSizes } from '@mui/material/styles';

/** Brand palette: deep navy trust colour with a warm saffron accent. */
export const brandColors = {
  navy: '#0b1f44',
  navyLight: '#1e3a8a',
  saffron: '#f59e0b',
  saffronDark: '#b45309',
  teal: '#0f766e',
  mist: '#f4f7fb',
  white: '#fff',
  black: '#000',
  border: '#e2e8f0',
  royal: '#1e40af',
  gold: '#fbbf24',
  rust: '#c2410c',
  indigoLight: '#c7d2fe',
  indigoMist: '#e0e7ff',
  aqua: '#5eead4',
  peach: '#fff7ed',
  peachLight: '#ffedd5',
  skyLight: '#93c5fd',
  sky: '#60a5fa',
  blue: '#3b82f6',
} as const;

const fontFamily = ['Inter', 'system-ui', '-apple-system', '"Segoe UI"', 'Roboto', '"Helvetica Neue"', 'Arial', 'sans-serif'].join(',');

/**
 * The one keyboard focus ring of the site, on every control and link (a saffron outline around a navy
 * ring: visible on light and dark backgrounds alike), in place of the browser's own.
 */
export const FOCUS_RING = {
  outline: `3px solid ${brandColors.saffron}`,
  outlineOffset: 2,
  boxShadow: `0 0 0 2px ${brandColors.navy}`,
} as const;

/** Phones: below MUI's `sm` breakpoint (600 px). */
export const PHONE_MEDIA = '@media (max-width: 599.95px)';
/** The least size of a tap target on a phone (WCAG 2.5.5): 44 x 44 CSS px. */
export const TAP_TARGET_PX = 44;
/** A standalone link (not one inside running text) as a full tap target on phones. */
export const TAP_TARGET_SX = {
  [PHONE_MEDIA]: { display: 'inline-flex', alignItems: 'center', minHeight: TAP_TARGET_PX, minWidth: TAP_TARGET_PX },
} as const;

/** The animation names InputBase's auto-fill handler listens for. */
const AUTO_FILL = 'mui-auto-fill';
const AUTO_FILL_CANCEL = 'mui-auto-fill-cancel';

const base = createTheme({
  palette: {
    primary: { main: brandColors.royal, dark: brandColors.navy, light: '#3b63d6', contrastText: brandColors.white },
    secondary: { main: brandColors.rust, dark: '#9a3412', light: '#fb923c', contrastText: brandColors.white },
    success: { main: '#15803d' },
    // MUI's default orange and light blue are under 4.5:1 as text on white and under white text
    // (chips, small buttons): these darker ones pass WCAG AA both ways.
    warning: { main: brandColors.saffronDark, contrastText: brandColors.white },
    info: { main: '#0369a1', contrastText: brandColors.white },
    background: { default: brandColors.white, paper: brandColors.white },
    text: { primary: '#0f172a', secondary: '#475569' },
  },
  shape: { borderRadius: 8 },
  typography: {
    fontFamily,
    h1: { fontWeight: 800, letterSpacing: '-0.02em', lineHeight: 1.1, textWrap: 'balance' },
    h2: { fontWeight: 800, letterSpacing: '-0.015em', lineHeight: 1.15, textWrap: 'balance' },
    h3: { fontWeight: 700, lineHeight: 1.2, textWrap: 'balance' },
    h4: { fontWeight: 700, textWrap: 'balance' },
    h5: { fontWeight: 700 },
    h6: { fontWeight: 700 },
    overline: { fontWeight: 700, letterSpacing: '0.12em' },
    button: { textTransform: 'none', fontWeight: 700 },
  },
  components: {
    // FOCUS_RING for keyboard users, instead of the faint ripple tint alone (ButtonBase removes the
    // outline, so it is set here as well as globally). Menu and list rows keep their highlighted
    // background (a ring would be clipped by the menu's edges).
    MuiButtonBase: {
      styleOverrides: {
        root: {
          // :focus-visible too, so a prerendered page shows the ring before it is hydrated.
          '&.Mui-focusVisible:not(.MuiMenuItem-root):not(.MuiListItemButton-root), &:focus-visible:not(.MuiMenuItem-root):not(.MuiListItemButton-root)':
            FOCUS_RING,
        },
      },
    },
    // Tap targets on phones: at least TAP_TARGET_PX each way.
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: {
        root: { borderRadius: 999, paddingInline: 20, [PHONE_MEDIA]: { minHeight: TAP_TARGET_PX } },
        sizeLarge: { paddingBlock: 10, paddingInline: 28 },
      },
    },
    MuiIconButton: { styleOverrides: { root: { [PHONE_MEDIA]: { minWidth: TAP_TARGET_PX, minHeight: TAP_TARGET_PX } } } },
    MuiCheckbox: { styleOverrides: { root: { [PHONE_MEDIA]: { padding: 10 } } } },
    MuiRadio: { styleOverrides: { root: { [PHONE_MEDIA]: { padding: 10 } } } },
    MuiPaginationItem: { styleOverrides: { root: { [PHONE_MEDIA]: { minWidth: TAP_TARGET_PX, height: TAP_TARGET_PX } } } },
    MuiCard: {
      defaultProps: { elevation: 0 },
      styleOverrides: { root: { border: `1px solid ${brandColors.border}`, borderRadius: 16 } },
    },
    // Browser auto-fill is detected by an animation on the input (InputBase floats the label when it
    // starts). Its keyframes are declared once, with CssBaseline, instead of by a <GlobalStyles> in
    // every field: each of those added a style sheet while a form page hydrated (three on /contact),
    // and every added sheet restyles the whole page.
    MuiInputBase: {
      defaultProps: { disableInjectingGlobalStyles: true },
      styleOverrides: {
        input: {
          animationName: AUTO_FILL_CANCEL,
          animationDuration: '10ms',
          '&:-webkit-autofill': { animationName: AUTO_FILL, animationDuration: '5000s' },
        },
      },
    },
    MuiCssBaseline: {
      styleOverrides: {
        // Non-empty, as MUI's own: emotion drops empty keyframes in production.
        [`@keyframes ${AUTO_FILL}`]: { from: { animationName: AUTO_FILL } },
        [`@keyframes ${AUTO_FILL_CANCEL}`]: { from: { animationName: AUTO_FILL_CANCEL } },
        // Links and other focusable elements ring as the buttons do (no specificity: a component's own rule wins).
        ':where(a[href], button, summary, [role="button"], [tabindex]:not([tabindex="-1"])):focus-visible': FOCUS_RING,
      },
    },
    MuiContainer: { defaultProps: { maxWidth: 'lg' } },
    // Links standing alone (menus, footers) underline on hover; a link inside a sentence says underline="always", so colour is not its only mark.
    MuiLink: { defaultProps: { underline: 'hover' } },
  },
});

export const theme = responsiveFontSizes(base, { factor: 2.4 });
