import { vars } from '@portal/ui-kit/theme';
import { style } from '@vanilla-extract/css';

export const text = style({
  margin: 0,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const busy = style({
  display: 'flex',
  justifyContent: 'center',
  padding: vars.space.lg,
});

export const link = style({
  color: vars.color.accent,
  textAlign: 'center',
});
