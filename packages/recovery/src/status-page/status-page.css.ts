import { vars } from '@portal/ui-kit/theme';
import { style } from '@vanilla-extract/css';

/** What recovery's one-column pages (ui-kit's `PageLayout`) put in their column. */
export const text = style({
  margin: 0,
});

export const busy = style({
  display: 'flex',
  justifyContent: 'center',
  padding: vars.space.xl,
});

export const link = style({
  color: vars.color.accent,
  textDecoration: 'underline',
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});
