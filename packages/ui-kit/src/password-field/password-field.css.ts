import { style } from '@vanilla-extract/css';
import { vars } from '../theme.css';

export const input = style({
  // Room for the toggle so the text never runs under it.
  paddingRight: '3.25rem',
});

export const toggle = style({
  position: 'absolute',
  right: vars.space.xs,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '40px',
  height: '36px',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.sm,
  backgroundColor: 'transparent',
  color: vars.color.primary,
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { backgroundColor: vars.color.surfaceMuted },
    '&:disabled': { cursor: 'not-allowed', color: vars.color.textMuted },
  },
});

export const icon = style({
  width: '22px',
  height: '22px',
});
