import { style } from '@vanilla-extract/css';
import { vars } from '../theme.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  width: '100%',
});

// What keen-slider's own stylesheet does, kept here so the theme owns every rule.
export const track = style({
  position: 'relative',
  display: 'flex',
  alignContent: 'flex-start',
  width: '100%',
  overflow: 'hidden',
  touchAction: 'pan-y',
  userSelect: 'none',
  WebkitTouchCallout: 'none',
  WebkitTapHighlightColor: 'transparent',
});

export const slide = style({
  position: 'relative',
  flexShrink: 0,
  width: '100%',
  minHeight: '100%',
  overflow: 'hidden',
});

export const controls = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
});

export const dot = style({
  // A 24 px target around a small visible dot (WCAG 2.5.8).
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '24px',
  height: '24px',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.round,
  backgroundColor: 'transparent',
  cursor: 'pointer',
  '::before': {
    content: '""',
    display: 'block',
    width: '10px',
    height: '10px',
    border: '2px solid currentColor',
    borderRadius: vars.radius.round,
    backgroundColor: 'transparent',
    transition: 'background-color 0.2s ease, width 0.2s ease',
  },
  selectors: {
    '&[aria-current="true"]::before': { width: '22px', backgroundColor: 'currentColor' },
  },
});

export const pause = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '24px',
  height: '24px',
  marginLeft: vars.space.sm,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.round,
  backgroundColor: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
});

export const pauseIcon = style({
  width: '16px',
  height: '16px',
});
