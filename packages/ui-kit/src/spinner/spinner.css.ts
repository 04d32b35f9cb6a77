import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme.css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
});

export const ring = style({
  display: 'block',
  borderStyle: 'solid',
  borderColor: vars.color.surfaceMuted,
  borderTopColor: vars.color.primary,
  borderRadius: vars.radius.round,
  animation: `${spin} 0.8s linear infinite`,
  '@media': {
    // Without motion the ring stands still; the half-coloured ring still reads as "working".
    '(prefers-reduced-motion: reduce)': { animation: 'none', borderRightColor: vars.color.primary },
  },
});

export const size = styleVariants({
  small: { width: '1.25rem', height: '1.25rem', borderWidth: '3px' },
  medium: { width: '2.5rem', height: '2.5rem', borderWidth: '4px' },
  large: { width: '4rem', height: '4rem', borderWidth: '6px' },
});
