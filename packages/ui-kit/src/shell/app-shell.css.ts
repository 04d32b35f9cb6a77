import { keyframes, style } from '@vanilla-extract/css';
import { mediumUp, vars } from '../theme.css';

/** docs/product.md#signed-in-shell: the sidebar is 300 wide. */
const SIDEBAR_WIDTH = '300px';

// Written desktop-first for the sidebar and phone-first for the menu button, so that each is
// hidden by a media query: environments without layout (jsdom) show both and can test both.
const phoneOnly = 'screen and (max-width: 767.98px)';

export const frame = style({
  display: 'flex',
  minHeight: '100vh',
  backgroundColor: vars.color.background,
});

export const skipLink = style({
  position: 'absolute',
  top: vars.space.sm,
  left: vars.space.sm,
  zIndex: 50,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.primary,
  fontWeight: vars.fontWeight.bold,
  // Off screen until focused: the first Tab of the page shows it.
  transform: 'translateY(-200%)',
  selectors: {
    '&:focus': { transform: 'none' },
  },
});

const sidebarPanel = {
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.md,
  backgroundColor: vars.color.primary,
  color: vars.color.textOnDark,
} as const;

export const sidebar = style({
  ...sidebarPanel,
  position: 'sticky',
  top: 0,
  flexShrink: 0,
  width: SIDEBAR_WIDTH,
  height: '100vh',
  overflowY: 'auto',
  '@media': {
    [phoneOnly]: { display: 'none' },
  },
});

export const brand = style({
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
});

export const logo = style({
  height: '2.5rem',
});

export const column = style({
  display: 'flex',
  flexDirection: 'column',
  flex: 1,
  minWidth: 0,
});

export const topBar = style({
  position: 'sticky',
  top: 0,
  zIndex: 20,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '64px',
  padding: `${vars.space.sm} ${vars.space.md}`,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.card,
  '@media': {
    [mediumUp]: { padding: `${vars.space.sm} ${vars.space.lg}` },
  },
});

export const menuButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '44px',
  height: '44px',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.md,
  backgroundColor: 'transparent',
  color: vars.color.primary,
  cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceMuted },
  },
  '@media': {
    [mediumUp]: { display: 'none' },
  },
});

export const account = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: 0,
  marginLeft: 'auto',
});

export const badge = style({
  flexShrink: 0,
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.round,
  backgroundColor: vars.color.highlight,
  border: `1px solid ${vars.color.warning}`,
  color: vars.color.warning,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.bold,
  whiteSpace: 'nowrap',
});

export const content = style({
  flex: 1,
  minWidth: 0,
  outline: 'none',
});

const slideIn = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'none' } });
const slideOut = keyframes({ from: { transform: 'none' }, to: { transform: 'translateX(-100%)' } });

export const drawer = style({
  ...sidebarPanel,
  position: 'fixed',
  top: 0,
  bottom: 0,
  left: 0,
  zIndex: 41,
  width: `min(${SIDEBAR_WIDTH}, calc(100vw - 3rem))`,
  overflowY: 'auto',
  boxShadow: vars.shadow.overlay,
  selectors: {
    '&[data-state="open"]': { animation: `${slideIn} 0.2s ease-out` },
    '&[data-state="closed"]': { animation: `${slideOut} 0.1s ease-in` },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      selectors: {
        '&[data-state="open"], &[data-state="closed"]': { animation: 'none' },
      },
    },
  },
});

export const drawerHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  paddingLeft: vars.space.md,
});

export const drawerTitle = style({
  margin: 0,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.bold,
});

export const drawerClose = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '44px',
  height: '44px',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.round,
  backgroundColor: 'transparent',
  color: vars.color.textOnDark,
  cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: vars.color.primaryHover },
  },
});
