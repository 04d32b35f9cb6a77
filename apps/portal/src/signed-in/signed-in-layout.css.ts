import { vars } from '@portal/ui-kit/theme';
import { style } from '@vanilla-extract/css';

export const frame = style({ minHeight: '100vh', background: vars.color.background });

export const topBar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  background: vars.color.primary,
  color: vars.color.textOnDark,
});

export const brand = style({ fontWeight: vars.fontWeight.bold, marginRight: 'auto' });

export const user = style({ fontWeight: vars.fontWeight.medium });

export const status = style({
  maxWidth: '60rem',
  margin: '0 auto',
  padding: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const statusTitle = style({ margin: 0, color: vars.color.primary, fontSize: vars.fontSize.title });
