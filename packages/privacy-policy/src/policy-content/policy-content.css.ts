import { vars } from '@portal/ui-kit/theme';
import { style } from '@vanilla-extract/css';

export const root = style({
  display: 'grid',
  gap: vars.space.sm,
});

export const item = style({
  borderBottom: `1px solid ${vars.color.border}`,
});

export const header = style({
  margin: 0,
  fontSize: vars.fontSize.body,
});

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  width: '100%',
  minHeight: '2.75rem',
  padding: `${vars.space.sm} 0`,
  border: 'none',
  background: 'none',
  color: vars.color.primary,
  font: 'inherit',
  fontWeight: vars.fontWeight.medium,
  textAlign: 'left',
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const chevron = style({
  flexShrink: 0,
  width: '1.25rem',
  height: '1.25rem',
  transition: 'transform 0.2s ease-out',
  selectors: {
    [`${trigger}[data-state="open"] &`]: { transform: 'rotate(180deg)' },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': { transition: 'none' },
  },
});

export const content = style({
  overflow: 'hidden',
  color: vars.color.text,
});

export const contentInner = style({
  paddingBottom: vars.space.md,
});

export const paragraph = style({
  margin: `0 0 ${vars.space.sm}`,
  lineHeight: 1.5,
});

export const list = style({
  margin: 0,
  paddingLeft: vars.space.lg,
  lineHeight: 1.6,
});
