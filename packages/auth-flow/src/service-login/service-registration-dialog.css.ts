import { vars } from '@portal/ui-kit/theme';
import { style } from '@vanilla-extract/css';

export const form = style({
  display: 'grid',
  gap: vars.space.md,
  minWidth: 0,
});

export const row = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(8rem, 1fr))',
  gap: vars.space.md,
});

export const phoneRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'end',
  gap: vars.space.sm,
});
