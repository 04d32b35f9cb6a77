import { vars } from '@portal/ui-kit/theme';
import { keyframes, style } from '@vanilla-extract/css';

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
    '&[aria-busy="true"]': { cursor: 'progress' },
  },
});

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

/** A small ring beside the text while the form's code downloads. */
export const busyRing = style({
  display: 'inline-block',
  width: '0.9em',
  height: '0.9em',
  border: '2px solid currentColor',
  borderRightColor: 'transparent',
  borderRadius: '50%',
  animation: `${spin} 0.8s linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const loadError = style({
  display: 'block',
  marginTop: vars.space.xs,
  color: vars.color.danger,
  fontSize: vars.fontSize.small,
});
