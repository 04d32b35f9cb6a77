import { style } from '@vanilla-extract/css';
import { vars } from '../theme.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 'none',
});

export const label = style({
  padding: 0,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});

export const boxes = style({
  display: 'flex',
  gap: vars.space.sm,
});

export const box = style({
  width: '3rem',
  height: '3.5rem',
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.heading,
  fontWeight: vars.fontWeight.medium,
  textAlign: 'center',
  caretColor: vars.color.accent,
  selectors: {
    '&[aria-invalid="true"]': { borderColor: vars.color.danger, borderWidth: '2px' },
    '&:disabled': {
      backgroundColor: vars.color.surfaceMuted,
      color: vars.color.textMuted,
      cursor: 'not-allowed',
    },
  },
});

export const error = style({
  margin: 0,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.danger,
});
