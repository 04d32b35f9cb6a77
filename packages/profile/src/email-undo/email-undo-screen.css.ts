import { vars } from '@portal/ui-kit/theme';
import { style } from '@vanilla-extract/css';

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const identity = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const subheading = style({
  margin: 0,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});
