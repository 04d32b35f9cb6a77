import { useKeenSlider } from 'keen-slider/react';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import * as styles from './carousel.css';

export type CarouselProps = {
  /** Names the carousel for screen readers. */
  label: string;
  slides: ReactNode[];
  /** Spec: a new slide every 2500 ms. */
  intervalMs?: number;
  /** Spec: 90 px between slides. */
  spacing?: number;
};

const reducedMotionQuery = '(prefers-reduced-motion: reduce)';

function usePrefersReducedMotion(): boolean {
  const [reduced, setReduced] = useState(
    () => typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(reducedMotionQuery).matches,
  );
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(reducedMotionQuery);
    const update = () => setReduced(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return reduced;
}

function PauseIcon({ paused }: { paused: boolean }) {
  return (
    <svg className={styles.pauseIcon} viewBox="0 0 16 16" fill="currentColor" aria-hidden="true">
      {paused ? <path d="M4 2.5v11l9-5.5z" /> : <path d="M3.5 2h3v12h-3zM9.5 2h3v12h-3z" />}
    </svg>
  );
}

/**
 * Slides that advance on their own (APG carousel pattern): rotation stops while the pointer is
 * over it or focus is inside, when the resident pauses it, and never starts with reduced motion.
 * The current slide is React state; keen-slider only animates the track towards it.
 */
export function Carousel({ label, slides, intervalMs = 2500, spacing = 90 }: CarouselProps) {
  const count = slides.length;
  const [current, setCurrent] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const [sliderRef, slider] = useKeenSlider<HTMLDivElement>({
    loop: count > 1,
    slides: { perView: 1, spacing },
    selector: (container) => container.children,
    slideChanged: (instance) => setCurrent(instance.track.details.rel),
  });

  const goTo = useCallback(
    (index: number) => {
      setCurrent(index);
      slider.current?.moveToIdx(index);
    },
    [slider],
  );

  const rotating = count > 1 && !reducedMotion && !stopped && !hovered && !focused;

  // One timer per slide shown, so choosing a slide gives it a full interval.
  useEffect(() => {
    if (!rotating) return;
    const timer = window.setTimeout(() => goTo((current + 1) % count), intervalMs);
    return () => window.clearTimeout(timer);
  }, [rotating, current, count, intervalMs, goTo]);

  return (
    <section
      aria-roledescription="carrusel"
      aria-label={label}
      className={styles.root}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      {/* While rotating, slide changes are not announced; once still, they are. */}
      <div ref={sliderRef} className={styles.track} aria-live={rotating ? 'off' : 'polite'}>
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
            // Slides out of view stay out of the tab order and the reading order.
            inert={index !== current}
          >
            {slide}
          </div>
        ))}
      </div>
      {count > 1 ? (
        <div className={styles.controls}>
          {slides.map((_, index) => (
            <button
              // biome-ignore lint/suspicious/noArrayIndexKey: one dot per slide position
              key={index}
              type="button"
              className={styles.dot}
              aria-label={`Ir a la diapositiva ${index + 1}`}
              aria-current={index === current ? 'true' : undefined}
              onClick={() => goTo(index)}
            />
          ))}
          {reducedMotion ? null : (
            <button
              type="button"
              className={styles.pause}
              aria-label={stopped ? 'Reanudar carrusel' : 'Pausar carrusel'}
              onClick={() => setStopped((s) => !s)}
            >
              <PauseIcon paused={stopped} />
            </button>
          )}
        </div>
      ) : null}
    </section>
  );
}
