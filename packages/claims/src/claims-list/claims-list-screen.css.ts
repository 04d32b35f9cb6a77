import { mediumUp, vars } from '@portal/ui-kit/theme';
import { style } from '@vanilla-extract/css';

export const filters = style({
  border: 0,
  margin: 0,
  padding: 0,
  minWidth: 0,
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space.md,
  '@media': { [mediumUp]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});

export const summary = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
});

export const count = style({ margin: 0, color: vars.color.text, fontWeight: vars.fontWeight.medium });

export const list = style({
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const emptyTitle = style({ margin: 0, color: vars.color.text, fontSize: vars.fontSize.large });

/** Named for screen readers; the three labelled selects say enough on screen. */
export const legend = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
