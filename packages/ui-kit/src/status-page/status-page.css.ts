import { style } from '@vanilla-extract/css';
import { vars } from '../theme.css';

/**
 * What the status pages put in `PageLayout`'s column (a provider's return, the login by service,
 * the hand-off, an account's activation, a password reset, a mailed link's request): their text,
 * a muted line, the spinner's place, a list of links and a link in the text.
 */
export const text = style({
  margin: 0,
});

export const muted = style({
  margin: 0,
  color: vars.color.textMuted,
});

export const busy = style({
  display: 'flex',
  justifyContent: 'center',
  padding: vars.space.xl,
});

export const list = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const link = style({
  color: vars.color.accent,
  textDecoration: 'underline',
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});
