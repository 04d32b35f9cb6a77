import { mediumUp, vars } from '@portal/ui-kit/theme';
import { style } from '@vanilla-extract/css';

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  alignItems: 'flex-start',
});

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});

export const grid = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space.md,
  width: '100%',
  '@media': {
    [mediumUp]: { gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))' },
  },
});

export const value = style({
  margin: 0,
  fontSize: vars.fontSize.large,
  color: vars.color.text,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const breakable = style({
  margin: 0,
  overflowWrap: 'anywhere',
});

export const invitation = style({
  margin: 0,
  color: vars.color.textMuted,
});

export const badge = style({
  display: 'inline-block',
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.round,
  backgroundColor: vars.color.primary,
  color: vars.color.primaryText,
  fontWeight: vars.fontWeight.medium,
});

const focusRing = {
  outline: `2px solid ${vars.color.focus}`,
  outlineOffset: '2px',
};

export const editLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  color: vars.color.accent,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
  selectors: {
    '&:hover': { color: vars.color.primary },
    '&:focus-visible': focusRing,
  },
});

export const primaryAction = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '44px',
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.primary,
  color: vars.color.primaryText,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  letterSpacing: '0.02em',
  selectors: {
    '&:hover': { backgroundColor: vars.color.primaryHover },
    '&:focus-visible': focusRing,
  },
});

export const sessionsIntro = style({
  margin: 0,
  maxWidth: '60ch',
  color: vars.color.text,
});

export const sessionsStatus = style({
  margin: 0,
  color: vars.color.textMuted,
  selectors: { '&:empty': { display: 'none' } },
});

export const pending = style({
  margin: 0,
  fontSize: vars.fontSize.body,
  color: vars.color.textMuted,
});
