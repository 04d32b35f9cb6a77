import { vars } from '@portal/ui-kit/theme';
import { style } from '@vanilla-extract/css';

export const status = style({
  maxWidth: '60rem',
  margin: '0 auto',
  padding: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const statusTitle = style({ margin: 0, color: vars.color.primary, fontSize: vars.fontSize.title });
