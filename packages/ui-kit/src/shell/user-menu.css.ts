import { style } from '@vanilla-extract/css';
import { mediumUp, vars } from '../theme.css';

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: 0,
  minHeight: '44px',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: 'none',
  borderRadius: vars.radius.round,
  backgroundColor: 'transparent',
  color: vars.color.primary,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  selectors: {
    '&:hover, &[data-state="open"]': { backgroundColor: vars.color.surfaceMuted },
  },
});

export const name = style({
  minWidth: 0,
  maxWidth: '9rem',
  overflow: 'hidden',
  whiteSpace: 'nowrap',
  textOverflow: 'ellipsis',
  '@media': {
    [mediumUp]: { maxWidth: '20rem' },
  },
});

export const avatar = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '36px',
  height: '36px',
  borderRadius: vars.radius.round,
  backgroundColor: vars.color.primary,
  color: vars.color.textOnDark,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.04em',
});

export const avatarIcon = style({
  width: '20px',
  height: '20px',
});

export const chevron = style({
  width: '16px',
  height: '16px',
});

export const content = style({
  zIndex: 30,
  minWidth: '12rem',
  padding: vars.space.xs,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.overlay,
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: '44px',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    // Radix moves focus onto the item under the pointer or the arrow keys; that is the highlight.
    '&[data-highlighted]': {
      backgroundColor: vars.color.primary,
      color: vars.color.textOnDark,
    },
  },
});
