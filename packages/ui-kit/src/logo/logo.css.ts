import { style } from '@vanilla-extract/css';
import { vars } from '../theme.css';

export const logo = style({
  display: 'block',
  height: '3rem',
  width: 'auto',
  // The mark and the words take the text colour, so the logo also works white on dark blue.
  color: vars.color.primary,
});

export const wordmark = style({
  fontFamily: vars.font.body,
});
