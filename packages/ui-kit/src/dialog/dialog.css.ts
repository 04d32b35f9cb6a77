import { keyframes, style } from '@vanilla-extract/css';
import { mediumUp, vars } from '../theme.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });
const popIn = keyframes({
  from: { opacity: 0, transform: 'translate(-50%, -48%) scale(0.96)' },
  to: { opacity: 1, transform: 'translate(-50%, -50%) scale(1)' },
});
const popOut = keyframes({
  from: { opacity: 1, transform: 'translate(-50%, -50%) scale(1)' },
  to: { opacity: 0, transform: 'translate(-50%, -48%) scale(0.96)' },
});

// docs/product.md#constants-and-limits: modal transitions 0.2 s in, 0.1 s out. Radix keeps the content mounted until the
// closing animation ends; with reduced motion there is no animation to wait for.
const motion = (open: string, closed: string) => ({
  selectors: {
    '&[data-state="open"]': { animation: `${open} 0.2s ease-out` },
    '&[data-state="closed"]': { animation: `${closed} 0.1s ease-in` },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      selectors: {
        '&[data-state="open"], &[data-state="closed"]': { animation: 'none' },
      },
    },
  },
});

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 40,
  backgroundColor: 'rgba(11, 45, 92, 0.55)',
  ...motion(fadeIn, fadeOut),
});

export const content = style({
  position: 'fixed',
  top: '50%',
  left: '50%',
  zIndex: 41,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  width: 'calc(100vw - 2rem)',
  maxWidth: '32rem',
  maxHeight: 'calc(100vh - 2rem)',
  overflowY: 'auto',
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.overlay,
  transform: 'translate(-50%, -50%)',
  ...motion(popIn, popOut),
  '@media': {
    [mediumUp]: { padding: vars.space.xl },
    '(prefers-reduced-motion: reduce)': {
      selectors: {
        '&[data-state="open"], &[data-state="closed"]': { animation: 'none' },
      },
    },
  },
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.heading,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.primary,
});

export const description = style({
  margin: 0,
  color: vars.color.textMuted,
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  marginTop: vars.space.sm,
});

export const close = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '40px',
  height: '40px',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.round,
  backgroundColor: 'transparent',
  color: vars.color.primary,
  cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceMuted },
  },
});

export const closeIcon = style({
  width: '20px',
  height: '20px',
});
