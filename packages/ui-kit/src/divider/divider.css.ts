import { style } from '@vanilla-extract/css';
import { vars } from '../theme.css';

export const line = style({
  width: '100%',
  height: 0,
  margin: `${vars.space.md} 0`,
  border: 'none',
  borderTop: `1px solid ${vars.color.border}`,
});

export const labelled = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  width: '100%',
  margin: `${vars.space.md} 0`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  selectors: {
    '&::before, &::after': {
      content: '""',
      flex: 1,
      borderTop: `1px solid ${vars.color.border}`,
    },
  },
});
