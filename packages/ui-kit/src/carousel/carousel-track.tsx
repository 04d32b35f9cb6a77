import type { CSSProperties, ReactNode, Ref } from 'react';
import * as styles from './carousel.css';

/** What the carousel gives the part that moves its slides, with or without keen-slider. */
export type TrackProps = {
  slides: ReactNode[];
  /** The slide in view; the carousel owns it. */
  current: number;
  /** Slide changes are announced only while the carousel is still. */
  announce: boolean;
  /** 90 px between slides (docs/product.md#constants-and-limits). */
  spacing: number;
  /** The slide a swipe brought into view. */
  onSlideChange: (index: number) => void;
};

type SlidesProps = Pick<TrackProps, 'slides' | 'current' | 'announce'> & {
  trackRef?: Ref<HTMLDivElement>;
  slideStyle?: CSSProperties;
};

/** The track and its slides: the same markup before keen-slider arrives and once it moves them. */
export function CarouselSlides({ slides, current, announce, trackRef, slideStyle }: SlidesProps) {
  const count = slides.length;
  return (
    <div ref={trackRef} className={styles.track} aria-live={announce ? 'polite' : 'off'}>
      {slides.map((slide, index) => (
        // biome-ignore lint/a11y/useSemanticElements: a slide is not a form fieldset (APG carousel)
        <div
          // Slides are given as a list of nodes: their position is their identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed positions
          key={index}
          role="group"
          aria-roledescription="diapositiva"
          aria-label={`${index + 1} de ${count}`}
          className={styles.slide}
          style={slideStyle}
          // Slides out of view stay out of the tab order and the reading order.
          inert={index !== current}
        >
          {slide}
        </div>
      ))}
    </div>
  );
}

/**
 * The track before keen-slider has arrived (or if it never does): the current slide is simply
 * shifted into view, without animation or swiping, so the first slide shows at once and the
 * dots already work.
 */
export function StaticTrack({ slides, current, announce }: TrackProps) {
  return (
    <CarouselSlides
      slides={slides}
      current={current}
      announce={announce}
      slideStyle={current === 0 ? undefined : { transform: `translateX(${-100 * current}%)` }}
    />
  );
}
