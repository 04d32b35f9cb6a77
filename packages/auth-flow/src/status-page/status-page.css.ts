import { vars } from '@portal/ui-kit/theme';
import { style } from '@vanilla-extract/css';

/** What the one-column pages (ui-kit's `PageLayout`) put in their column: the service page, the return pages, the hand-off. */
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
