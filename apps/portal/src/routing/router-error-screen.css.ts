import { vars } from '@portal/ui-kit/theme';
import { style } from '@vanilla-extract/css';

export const page = style({
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.md,
  padding: vars.space.lg,
  textAlign: 'center',
});

export const title = style({
  margin: 0,
  color: vars.color.primary,
  fontSize: vars.fontSize.title,
  fontWeight: vars.fontWeight.bold,
});

export const text = style({
  margin: 0,
  maxWidth: '36rem',
  color: vars.color.textMuted,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.sm,
});
