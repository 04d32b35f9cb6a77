import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme.css';

const slideIn = keyframes({ from: { transform: 'translateX(-110%)' }, to: { transform: 'translateX(0)' } });
const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });

/** Toasts appear at the bottom left (docs/product.md#constants-and-limits). */
export const viewport = style({
  position: 'fixed',
  bottom: 0,
  left: 0,
  zIndex: 60,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  width: '100%',
  maxWidth: '26rem',
  maxHeight: '100vh',
  margin: 0,
  padding: vars.space.md,
  listStyle: 'none',
  outline: 'none',
});

export const toast = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  alignItems: 'start',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderLeft: '6px solid',
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.overlay,
  selectors: {
    '&[data-state="open"]': { animation: `${slideIn} 0.2s ease-out` },
    '&[data-state="closed"]': { animation: `${fadeOut} 0.1s ease-in` },
    '&[data-swipe="move"]': { transform: 'translateX(var(--radix-toast-swipe-move-x))' },
    '&[data-swipe="cancel"]': { transform: 'translateX(0)', transition: 'transform 0.2s ease-out' },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      selectors: {
        '&[data-state="open"], &[data-state="closed"]': { animation: 'none' },
      },
    },
  },
});

export const variant = styleVariants({
  error: { borderLeftColor: vars.color.danger, backgroundColor: vars.color.dangerSurface },
  success: { borderLeftColor: vars.color.success, backgroundColor: vars.color.successSurface },
  info: { borderLeftColor: vars.color.accent },
});

export const title = style({
  margin: 0,
  fontWeight: vars.fontWeight.bold,
});

export const description = style({
  gridColumn: '1 / -1',
  margin: 0,
  fontSize: vars.fontSize.small,
});

export const close = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '32px',
  height: '32px',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.round,
  backgroundColor: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: 'rgba(11, 45, 92, 0.08)' },
  },
});
