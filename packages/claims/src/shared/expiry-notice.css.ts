import { vars } from '@portal/ui-kit/theme';
import { style, styleVariants } from '@vanilla-extract/css';

export const notice = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  borderLeft: '4px solid',
});

export const tone = styleVariants({
  expired: { borderColor: vars.color.danger, backgroundColor: vars.color.dangerSurface },
  soon: { borderColor: vars.color.warning, backgroundColor: vars.color.warningSurface },
  valid: { borderColor: vars.color.success, backgroundColor: vars.color.successSurface },
});

export const date = style({ margin: 0, color: vars.color.text, fontSize: vars.fontSize.large });

export const days = style({ margin: 0, color: vars.color.text, fontWeight: vars.fontWeight.medium });
