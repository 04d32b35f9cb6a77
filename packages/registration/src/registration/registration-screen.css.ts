import { vars } from '@portal/ui-kit/theme';
import { style } from '@vanilla-extract/css';

const focusRing = {
  '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
};

export const back = style({
  alignSelf: 'flex-start',
  color: vars.color.accent,
  fontSize: vars.fontSize.small,
  textDecoration: 'underline',
  selectors: focusRing,
});

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const dniGroup = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: vars.space.xs,
});

export const status = style({
  margin: 0,
  minHeight: '1.25rem',
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
});

export const statusError = style({
  color: vars.color.danger,
  fontWeight: vars.fontWeight.medium,
});

export const statusOk = style({
  color: vars.color.success,
});

export const signIn = style({
  margin: 0,
  fontSize: vars.fontSize.small,
});

export const link = style({
  color: vars.color.accent,
  textDecoration: 'underline',
  selectors: focusRing,
});

export const footer = style({
  fontSize: vars.fontSize.small,
});

export const claimBack = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  marginTop: vars.space.sm,
});

export const claimBackTitle = style({
  margin: 0,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});

export const claimBackText = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
});
