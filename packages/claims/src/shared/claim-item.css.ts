import { vars } from '@portal/ui-kit/theme';
import { style } from '@vanilla-extract/css';

export const item = style({
  listStyle: 'none',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.surfaceMuted}`,
  backgroundColor: vars.color.surface,
});

export const highlighted = style({
  backgroundColor: vars.color.highlight,
  borderColor: vars.color.warning,
  borderLeftWidth: '4px',
});

export const name = style({
  color: vars.color.primary,
  fontWeight: vars.fontWeight.medium,
  fontSize: vars.fontSize.large,
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
  ':hover': { color: vars.color.primaryHover },
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
});

export const meta = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.small });

export const note = style({
  margin: 0,
  color: vars.color.warning,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.small,
});

export const noteMark = style({ fontWeight: vars.fontWeight.regular });
