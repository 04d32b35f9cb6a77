import type { KeenSliderInstance } from 'keen-slider';
import { type ReactNode, type RefObject, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import * as styles from './carousel.css';

type KeenSliderClass = typeof import('keen-slider').default;

export type CarouselProps = {
  /** Names the carousel for screen readers. */
  label: string;
  slides: ReactNode[];
  /** A new slide every 2500 ms (docs/product.md#constants-and-limits). */
  intervalMs?: number;
  /** 90 px between slides (docs/product.md#constants-and-limits). */
  spacing?: number;
};

const reducedMotionQuery = '(prefers-reduced-motion: reduce)';

function subscribeToReducedMotion(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia(reducedMotionQuery);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(reducedMotionQuery).matches;
}

/**
 * Whether the element has been drawn with a size: false while it, or a screen's layout around it,
 * is `display: none` (the login screen shows its carousel only from medium screens up). Told by a
 * ResizeObserver, which reports an element only once it has a size; true where there is none.
 */
function useDisplayed(ref: RefObject<HTMLElement | null>): boolean {
  const [displayed, setDisplayed] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || displayed) return;
    if (typeof ResizeObserver !== 'function') {
      setDisplayed(true);
      return;
    }
    const observer = new ResizeObserver((entries) => {
      if (entries.some((entry) => entry.contentRect.width > 0)) setDisplayed(true);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, displayed]);
  return displayed;
}

/** The server cannot know: prerendered pages are drawn, and hydrated, as without reduced motion. */
function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribeToReducedMotion, prefersReducedMotion, () => false);
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
 * The current slide is React state. keen-slider only animates the track towards it and follows
 * swipes: it is imported once the carousel is displayed (a phone whose login screen hides it never
 * downloads it). Until it arrives, or if its download fails, the slide in view is simply shifted
 * into place.
 */
export function Carousel({ label, slides, intervalMs = 2500, spacing = 90 }: CarouselProps) {
  const count = slides.length;
  const [current, setCurrent] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const section = useRef<HTMLElement>(null);
  const track = useRef<HTMLDivElement>(null);
  const displayed = useDisplayed(section);

  const [KeenSlider, setKeenSlider] = useState<KeenSliderClass>();
  useEffect(() => {
    if (!displayed) return;
    let cancelled = false;
    import('keen-slider').then(
      (module) => {
        if (!cancelled) setKeenSlider(() => module.default);
      },
      () => {},
    );
    return () => {
      cancelled = true;
    };
  }, [displayed]);

  // Made once the render without the shifted slide is committed, so keen-slider's own positions stay.
  const slider = useRef<KeenSliderInstance | null>(null);
  const start = useRef(current);
  start.current = current;
  useEffect(() => {
    if (!KeenSlider || !track.current) return;
    const instance = new KeenSlider(track.current, {
      initial: start.current,
      loop: count > 1,
      slides: { perView: 1, spacing },
      // An array: keen-slider 6 finds no slide in the HTMLCollection its types also allow.
      selector: (container: HTMLElement) => Array.from(container.children) as HTMLElement[],
      slideChanged: (changed) => setCurrent(changed.track.details.rel),
    });
    slider.current = instance;
    return () => {
      slider.current = null;
      instance.destroy();
    };
  }, [KeenSlider, count, spacing]);

  useEffect(() => {
    const instance = slider.current;
    // `details` is missing while the track has no size yet.
    if (instance && instance.track.details?.rel !== current) instance.moveToIdx(current);
  }, [current]);

  // Hidden (display: none), it does not rotate either: nobody would see it, and each slide costs a render.
  const rotating = displayed && count > 1 && !reducedMotion && !stopped && !hovered && !focused;

  // One timer per slide shown, so choosing a slide gives it a full interval.
  useEffect(() => {
    if (!rotating) return;
    const timer = window.setTimeout(() => setCurrent((current + 1) % count), intervalMs);
    return () => window.clearTimeout(timer);
  }, [rotating, current, count, intervalMs]);

  // While rotating, slide changes are not announced; once still, they are (if it is shown at all).
  const announce = displayed && !rotating;
  const shift = !KeenSlider && current !== 0 ? { transform: `translateX(${-100 * current}%)` } : undefined;

  return (
    <section
      ref={section}
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
      <div ref={track} className={styles.track} aria-live={announce ? 'polite' : 'off'}>
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
            style={shift}
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
              onClick={() => setCurrent(index)}
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
