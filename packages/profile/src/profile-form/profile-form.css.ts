import { mediumUp, vars } from '@portal/ui-kit/theme';
import { style } from '@vanilla-extract/css';

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});

export const fieldset = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  margin: 0,
  padding: vars.space.lg,
  border: 'none',
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.card,
  minWidth: 0,
});

export const legend = style({
  float: 'left',
  width: '100%',
  padding: 0,
  marginBottom: vars.space.sm,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.primary,
});

export const row = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space.md,
  alignItems: 'start',
  '@media': {
    [mediumUp]: { gridTemplateColumns: '1fr 1fr' },
  },
});

export const row3 = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: vars.space.md,
  alignItems: 'start',
  '@media': {
    [mediumUp]: { gridTemplateColumns: '1fr 1fr 1fr' },
  },
});

export const streetRow = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  alignItems: 'stretch',
  '@media': {
    [mediumUp]: { flexDirection: 'row', alignItems: 'flex-end' },
  },
});

export const bannerText = style({
  margin: `0 0 ${vars.space.sm}`,
});

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  flexWrap: 'wrap',
});

export const savingText = style({
  margin: 0,
  color: vars.color.textMuted,
});

/** The DNI: shown as text, with how to get it corrected. */
export const readOnlyField = style({
  margin: 0,
  padding: 0,
  border: 'none',
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xs,
});

export const readOnlyLabel = style({
  padding: 0,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});

export const readOnlyValue = style({
  margin: 0,
  fontSize: vars.fontSize.body,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});

export const hint = style({
  margin: 0,
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
});

export const fieldError = style({
  margin: 0,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.danger,
});

/** The e-mail and, while it changes, the current password under it. */
export const emailGroup = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});
