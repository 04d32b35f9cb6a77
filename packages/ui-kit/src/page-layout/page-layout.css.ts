import { style, styleVariants } from '@vanilla-extract/css';
import { mediumUp, vars } from '../theme.css';

/** The centred column's page: on phones from the top, centred on medium and larger screens. */
const centred = style({
  display: 'flex',
  justifyContent: 'center',
  padding: `${vars.space.lg} ${vars.space.md}`,
  '@media': {
    [mediumUp]: { alignItems: 'center', padding: vars.space.xxl },
  },
});

/** A page of its own (not a panel beside another): the whole screen, on the portal's background. */
const whole = style({
  minHeight: '100vh',
  backgroundColor: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.body,
});

/** The signed-in screens' page: one column in the shell's content area. */
const wide = style({
  display: 'flex',
  flexDirection: 'column',
  margin: '0 auto',
  padding: vars.space.lg,
});

export const page = styleVariants({
  // The column starts at the top on phones (media queries come last, so 'center' wins above).
  column: [centred, whole, { alignItems: 'flex-start' }],
  panel: [centred],
  card: [centred, whole],
  form: [wide, { gap: vars.space.md, maxWidth: '880px' }],
  overview: [wide, { gap: vars.space.xl, maxWidth: '1040px' }],
});

const contentBase = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  width: '100%',
});

export const content = styleVariants({
  // minWidth 0: never wider than a 320 px phone for a long word or address.
  column: [contentBase, { minWidth: 0, maxWidth: '28rem', overflowWrap: 'anywhere' }],
  panel: [contentBase, { maxWidth: '28rem' }],
  card: [
    contentBase,
    {
      maxWidth: '30rem',
      padding: vars.space.lg,
      borderRadius: vars.radius.lg,
      backgroundColor: vars.color.surface,
      boxShadow: vars.shadow.card,
    },
  ],
});

const logosBase = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const logos = styleVariants({
  wrap: [logosBase, { flexWrap: 'wrap' }],
  line: [logosBase],
});

const headingBase = style({
  margin: 0,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.primary,
});

export const heading = styleVariants({
  centred: [headingBase, { fontSize: vars.fontSize.heading }],
  wide: [headingBase, { fontSize: vars.fontSize.title }],
});

export const intro = style({
  margin: 0,
  color: vars.color.textMuted,
});

/** The overview's heading and intro, close together. */
export const header = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});
