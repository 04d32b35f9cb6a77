import { type ReactNode, type RefObject, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { deferredPart } from '../deferred/deferred-part';
import { useDeferredPart } from '../deferred/use-deferred-part';
import { useIdlePreload } from '../deferred/use-idle-preload';
import * as styles from './carousel.css';
import { StaticTrack } from './carousel-track';

// keen-slider is not part of the screen's first load: the carousel shows its first slide without
// it and fetches it once the page is idle. A download that failed is tried again back online and
// when the resident next uses the carousel; until then the carousel works without it.
export const keenTrackPart = deferredPart(() => import('./keen-track').then((module) => module.KeenTrack));

export type CarouselProps = {
  /** Names the carousel for screen readers. */
  label: string;
  slides: ReactNode[];
  /** A new slide every 2500 ms (docs/product.md#constants-and-limits). */
  intervalMs?: number;
  /** 90 px between slides (docs/product.md#constants-and-limits). */
  spacing?: number;
};

const doNothing = () => {};

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
 * The current slide is React state; keen-slider, downloaded once the page is idle, only
 * animates the track towards it (until it arrives, the slide is shown without animation).
 */
export function Carousel(props: CarouselProps) {
  return <CarouselFrame {...props} slider />;
}

/** The carousel as it is before keen-slider arrives, or if it never does (offline): for its story. */
export function StaticCarousel(props: CarouselProps) {
  return <CarouselFrame {...props} slider={false} />;
}

function CarouselFrame({ label, slides, intervalMs = 2500, spacing = 90, slider }: CarouselProps & { slider: boolean }) {
  const count = slides.length;
  const [current, setCurrent] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  // keen-slider only animates what is already drawn: it is fetched once the page is idle, if the
  // carousel is displayed at all (a phone that hides it never downloads it), and again whenever
  // the resident uses the carousel (a touch, a click, focus) while it is missing: its download
  // failed on a flaky line, or the phone was never idle.
  const section = useRef<HTMLElement>(null);
  const displayed = useDisplayed(section);
  const { part: KeenTrack, request } = useDeferredPart(keenTrackPart);
  useIdlePreload(slider && displayed ? keenTrackPart.preload : doNothing);
  const used = slider && !KeenTrack ? request : doNothing;

  // Hidden (display: none), it does not rotate either: nobody would see it, and each slide costs a render.
  const rotating = displayed && count > 1 && !reducedMotion && !stopped && !hovered && !focused;

  // One timer per slide shown, so choosing a slide gives it a full interval.
  useEffect(() => {
    if (!rotating) return;
    const timer = window.setTimeout(() => setCurrent((current + 1) % count), intervalMs);
    return () => window.clearTimeout(timer);
  }, [rotating, current, count, intervalMs]);

  // While rotating, slide changes are not announced; once still, they are (if it is shown at all).
  const track = { slides, current, announce: displayed && !rotating, spacing, onSlideChange: setCurrent };
  const staticTrack = <StaticTrack {...track} />;

  return (
    <section
      ref={section}
      aria-roledescription="carrusel"
      aria-label={label}
      className={styles.root}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onPointerDown={used}
      onFocus={() => {
        used();
        setFocused(true);
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      {slider && KeenTrack ? <KeenTrack {...track} /> : staticTrack}
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
