import { mediumUp, vars } from '@portal/ui-kit/theme';
import { style } from '@vanilla-extract/css';

export const grid = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { [mediumUp]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1.4fr)' } },
});

export const card = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const list = style({
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});
