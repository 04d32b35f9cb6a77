import { style } from '@vanilla-extract/css';
import { vars } from '../theme.css';

export const nav = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  color: vars.color.textOnDark,
});

export const title = style({
  margin: 0,
  padding: `0 ${vars.space.md}`,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.02em',
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({});

// The main entry stands apart from the pages reached from it.
export const central = style({
  paddingBottom: vars.space.sm,
  marginBottom: vars.space.sm,
  borderBottom: '1px solid rgba(255, 255, 255, 0.3)',
  fontWeight: vars.fontWeight.bold,
});

export const entry = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  minHeight: '48px',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  borderLeft: '4px solid transparent',
  color: vars.color.textOnDark,
  textDecoration: 'none',
  transition: 'background-color 0.15s ease',
  selectors: {
    'a&:hover': { backgroundColor: vars.color.primaryHover },
  },
});

export const current = style({
  backgroundColor: vars.color.surface,
  borderLeftColor: vars.color.accent,
  color: vars.color.primary,
  fontWeight: vars.fontWeight.bold,
  selectors: {
    'a&:hover': { backgroundColor: vars.color.surfaceMuted },
  },
});

export const disabled = style({
  cursor: 'not-allowed',
  color: 'rgba(255, 255, 255, 0.78)',
});

export const text = style({
  display: 'flex',
  flexDirection: 'column',
  lineHeight: 1.2,
});

export const soon = style({
  marginTop: '2px',
  fontSize: vars.fontSize.small,
  fontStyle: 'italic',
  fontWeight: vars.fontWeight.regular,
  color: vars.color.highlight,
});
