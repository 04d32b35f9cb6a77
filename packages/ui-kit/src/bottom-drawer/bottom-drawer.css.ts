import { keyframes, style } from '@vanilla-extract/css';
import { mediumUp, vars } from '../theme.css';

const slideIn = keyframes({ from: { transform: 'translateY(100%)' }, to: { transform: 'translateY(0)' } });
const slideOut = keyframes({ from: { transform: 'translateY(0)' }, to: { transform: 'translateY(100%)' } });

export const sheet = style({
  position: 'fixed',
  right: 0,
  bottom: 0,
  left: 0,
  zIndex: 41,
  display: 'flex',
  flexDirection: 'column',
  maxHeight: '85vh',
  margin: '0 auto',
  borderTopLeftRadius: vars.radius.lg,
  borderTopRightRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.overlay,
  selectors: {
    '&[data-state="open"]': { animation: `${slideIn} 0.2s ease-out` },
    '&[data-state="closed"]': { animation: `${slideOut} 0.1s ease-in` },
  },
  '@media': {
    [mediumUp]: { maxWidth: '48rem' },
    '(prefers-reduced-motion: reduce)': {
      selectors: {
        '&[data-state="open"], &[data-state="closed"]': { animation: 'none' },
      },
    },
  },
});

export const handle = style({
  alignSelf: 'center',
  width: '3rem',
  height: '4px',
  marginTop: vars.space.sm,
  borderRadius: vars.radius.round,
  backgroundColor: vars.color.border,
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: `${vars.space.md} ${vars.space.lg} ${vars.space.sm}`,
});

export const body = style({
  overflowY: 'auto',
  padding: `0 ${vars.space.lg} ${vars.space.lg}`,
});
