import { vars } from '@portal/ui-kit/theme';
import { style } from '@vanilla-extract/css';

// The label, input, hint and error are ui-kit's `fieldStyles`: the street looks like every field.

export const anchor = style({
  position: 'relative',
});

export const popup = style({
  position: 'absolute',
  zIndex: 50,
  top: 'calc(100% + 4px)',
  left: 0,
  right: 0,
  // docs/product.md#constants-and-limits: dropdown menus at most 300 px tall.
  maxHeight: '300px',
  overflowY: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.overlay,
  padding: vars.space.xs,
});

export const listbox = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const option = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: '40px',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&[aria-selected="true"]': {
      backgroundColor: vars.color.surfaceMuted,
      color: vars.color.primary,
      outline: `2px solid ${vars.color.focus}`,
      outlineOffset: '-2px',
    },
  },
});

export const note = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
});
