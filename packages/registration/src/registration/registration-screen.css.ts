import { mediumUp, vars } from '@portal/ui-kit/theme';
import { style } from '@vanilla-extract/css';

export const page = style({
  display: 'flex',
  justifyContent: 'center',
  minHeight: '100vh',
  padding: `${vars.space.lg} ${vars.space.md}`,
  backgroundColor: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.body,
  '@media': {
    [mediumUp]: { alignItems: 'center', padding: vars.space.xxl },
  },
});

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  width: '100%',
  maxWidth: '30rem',
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.card,
});

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

export const logos = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.heading,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.primary,
});

export const intro = style({
  margin: 0,
  color: vars.color.textMuted,
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
