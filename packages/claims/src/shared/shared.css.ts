import { vars } from '@portal/ui-kit/theme';
import { style, styleVariants } from '@vanilla-extract/css';

export const page = style({
  maxWidth: '64rem',
  width: '100%',
  margin: '0 auto',
  padding: vars.space.lg,
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});

export const title = style({
  margin: 0,
  color: vars.color.primary,
  fontSize: vars.fontSize.title,
  fontWeight: vars.fontWeight.bold,
});

export const lead = style({ margin: 0, color: vars.color.textMuted });

export const muted = style({ margin: 0, color: vars.color.textMuted });

export const stateBlock = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.sm,
});

export const mark = style({
  display: 'inline-block',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.round,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.bold,
  border: '1px solid currentColor',
});

export const tone = styleVariants({
  expired: { color: vars.color.danger, backgroundColor: vars.color.dangerSurface },
  soon: { color: vars.color.warning, backgroundColor: vars.color.warningSurface },
  valid: { color: vars.color.success, backgroundColor: vars.color.successSurface },
});

export const link = style({
  color: vars.color.accent,
  fontWeight: vars.fontWeight.medium,
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
});
