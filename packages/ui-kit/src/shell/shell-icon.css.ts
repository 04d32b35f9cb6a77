import { style } from '@vanilla-extract/css';

export const icon = style({
  flexShrink: 0,
  width: '24px',
  height: '24px',
});
