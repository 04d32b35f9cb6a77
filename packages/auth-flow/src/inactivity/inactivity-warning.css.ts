import { style } from '@vanilla-extract/css';

/** The countdown keeps its width as its digits change. */
export const clock = style({
  fontVariantNumeric: 'tabular-nums',
  fontWeight: 600,
});
