import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme.css';

const pulse = keyframes({
  '0%, 100%': { opacity: 1, transform: 'scale(1)' },
  '50%': { opacity: 0.55, transform: 'scale(0.96)' },
});

export const splash = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '100vh',
  width: '100%',
  padding: vars.space.lg,
  backgroundColor: vars.color.background,
});

export const logo = style({
  height: '4.5rem',
  animation: `${pulse} 1.6s ease-in-out infinite`,
  '@media': {
    '(prefers-reduced-motion: reduce)': { animation: 'none' },
  },
});
