import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme.css';

export const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  minHeight: '44px',
  padding: `${vars.space.sm} ${vars.space.lg}`,
  border: '2px solid transparent',
  borderRadius: vars.radius.md,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.body,
  fontWeight: vars.fontWeight.medium,
  lineHeight: 1.2,
  letterSpacing: '0.02em',
  textAlign: 'center',
  textDecoration: 'none',
  cursor: 'pointer',
  transition: 'background-color 0.15s ease, border-color 0.15s ease, color 0.15s ease',
  selectors: {
    '&:disabled, &[aria-disabled="true"]': {
      cursor: 'not-allowed',
      opacity: 0.6,
    },
    '&[aria-busy="true"]': {
      cursor: 'progress',
    },
  },
});

export const variant = styleVariants({
  primary: {
    backgroundColor: vars.color.primary,
    color: vars.color.primaryText,
    selectors: {
      '&:hover:not(:disabled)': { backgroundColor: vars.color.primaryHover },
    },
  },
  secondary: {
    backgroundColor: vars.color.surface,
    color: vars.color.primary,
    borderColor: vars.color.primary,
    selectors: {
      '&:hover:not(:disabled)': { backgroundColor: vars.color.surfaceMuted },
    },
  },
  link: {
    minHeight: 'auto',
    padding: `${vars.space.xs} ${vars.space.xs}`,
    backgroundColor: 'transparent',
    color: vars.color.accent,
    fontWeight: vars.fontWeight.regular,
    textDecoration: 'underline',
    textUnderlineOffset: '0.2em',
    selectors: {
      '&:hover:not(:disabled)': { color: vars.color.primary },
    },
  },
  danger: {
    backgroundColor: vars.color.danger,
    color: vars.color.primaryText,
    selectors: {
      '&:hover:not(:disabled)': { filter: 'brightness(0.9)' },
    },
  },
});

export const fullWidth = style({
  width: '100%',
});

const spin = keyframes({
  to: { transform: 'rotate(360deg)' },
});

export const spinner = style({
  display: 'inline-block',
  width: '1em',
  height: '1em',
  flexShrink: 0,
  border: '2px solid currentColor',
  borderRightColor: 'transparent',
  borderRadius: vars.radius.round,
  animation: `${spin} 0.8s linear infinite`,
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      animation: 'none',
      borderRightColor: 'currentColor',
      opacity: 0.6,
    },
  },
});
