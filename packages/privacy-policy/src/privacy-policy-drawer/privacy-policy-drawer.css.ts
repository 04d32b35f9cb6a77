import { vars } from '@portal/ui-kit/theme';
import { style } from '@vanilla-extract/css';

export const loading = style({
  display: 'flex',
  justifyContent: 'center',
  padding: vars.space.lg,
});
