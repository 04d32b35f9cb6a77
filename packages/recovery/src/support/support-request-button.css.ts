import { vars } from '@portal/ui-kit/theme';
import { style } from '@vanilla-extract/css';

/** The 'Problemas para registrarte' trigger reads as a link among the login screen's links. */
export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: 0,
  border: 'none',
  background: 'none',
  font: 'inherit',
  color: vars.color.accent,
  textDecoration: 'underline',
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});
