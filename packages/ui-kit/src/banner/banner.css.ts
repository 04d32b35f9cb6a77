import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme.css';

export const banner = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderLeft: '6px solid',
  borderRadius: vars.radius.md,
});

export const variant = styleVariants({
  error: { borderLeftColor: vars.color.danger, backgroundColor: vars.color.dangerSurface, color: vars.color.danger },
  info: { borderLeftColor: vars.color.accent, backgroundColor: vars.color.surfaceMuted, color: vars.color.text },
  success: { borderLeftColor: vars.color.success, backgroundColor: vars.color.successSurface, color: vars.color.success },
  warning: { borderLeftColor: vars.color.warning, backgroundColor: vars.color.warningSurface, color: vars.color.warning },
});

export const title = style({
  margin: 0,
  fontWeight: vars.fontWeight.bold,
});

export const body = style({
  margin: 0,
});
