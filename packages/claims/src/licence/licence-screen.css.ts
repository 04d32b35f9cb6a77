import { mediumUp, vars } from '@portal/ui-kit/theme';
import { style } from '@vanilla-extract/css';

export const fields = style({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space.md,
  '@media': { [mediumUp]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const term = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small });

export const value = style({ margin: 0, color: vars.color.text, fontWeight: vars.fontWeight.medium });

export const emptyTitle = style({ margin: 0, color: vars.color.text, fontSize: vars.fontSize.large });
