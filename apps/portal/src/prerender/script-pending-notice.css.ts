import { vars } from '@portal/ui-kit/theme';
import { keyframes, style } from '@vanilla-extract/css';

const reveal = keyframes({
  from: { visibility: 'hidden' },
  to: { visibility: 'visible' },
});

/** How long a page drawn from HTML may wait for its script before the notice shows. */
const NOTICE_DELAY_SECONDS = 10;

// Fixed at the foot of the screen, over the page: it appears and goes without moving anything.
export const notice = style({
  position: 'fixed',
  insetInline: 0,
  bottom: 0,
  zIndex: 1,
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  backgroundColor: vars.color.warningSurface,
  color: vars.color.warning,
  borderTop: `2px solid ${vars.color.warning}`,
  textAlign: 'center',
  visibility: 'hidden',
  // CSS alone: it shows when no script has run by then (JavaScript off, or its files never came).
  animation: `${reveal} 0s linear ${NOTICE_DELAY_SECONDS}s forwards`,
});
