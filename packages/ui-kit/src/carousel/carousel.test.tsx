import { testStories } from '@portal/vitest-config/stories';
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IDLE_FALLBACK_MS } from '../deferred/when-idle';
import { Carousel, StaticCarousel } from './carousel';
import * as stories from './carousel.stories';

testStories(stories);

const slides = [<p key="a">Primera</p>, <p key="b">Segunda</p>, <p key="c">Tercera</p>];

function currentDot() {
  return screen.getAllByRole('button', { name: /Ir a la diapositiva/ }).find((b) => b.getAttribute('aria-current') === 'true');
}

/** Lets the page go idle (the carousel then asks for keen-slider) and keen-slider arrive. */
async function letSliderArrive() {
  await act(async () => {
    if (vi.isFakeTimers()) vi.advanceTimersByTime(IDLE_FALLBACK_MS);
    else await new Promise((resolve) => setTimeout(resolve, IDLE_FALLBACK_MS));
    await import('./keen-track');
  });
  // The lazy track renders once its module has resolved.
  await act(async () => {});
}

/** Renders and lets keen-slider arrive, as it does once the page is idle. */
async function renderLoaded(ui: ReactElement) {
  const view = render(ui);
  await letSliderArrive();
  return view;
}

/**
 * A Carousel module that has not fetched keen-slider yet: once one carousel has brought it, every
 * later one starts with it (as in the app).
 */
async function freshModule() {
  vi.resetModules();
  return import('./carousel');
}

async function freshCarousel() {
  return (await freshModule()).Carousel;
}

/** A fresh Carousel whose keen-slider downloads are counted; the first one fails if asked. */
async function countingDownloads({ firstFails = false } = {}) {
  const fresh = await freshModule();
  let attempts = 0;
  fresh.keenTrackPart.replaceLoader(() => {
    attempts += 1;
    if (firstFails && attempts === 1) return Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    return import('./keen-track').then((module) => module.KeenTrack);
  });
  return { Carousel: fresh.Carousel, attempts: () => attempts };
}

function slideGroups() {
  return screen.getAllByRole('group', { hidden: true });
}

function mockReducedMotion(reduce: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: reduce && query.includes('prefers-reduced-motion'),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    })),
  );
}

/**
 * A ResizeObserver that reports every observed element drawn with a size, as on a screen that
 * shows the carousel (jsdom lays nothing out, and the shared setup's stand-in reports nothing).
 */
class DisplayedObserver {
  constructor(private readonly callback: (entries: { contentRect: { width: number } }[]) => void) {}
  observe() {
    this.callback([{ contentRect: { width: 480 } }]);
  }
  unobserve() {}
  disconnect() {}
}

// The shared setup defines it writable, not configurable: assigned, then put back.
const sharedResizeObserver = window.ResizeObserver;

describe('Carousel', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    window.ResizeObserver = DisplayedObserver as unknown as typeof ResizeObserver;
  });
  afterEach(() => {
    vi.useRealTimers();
    window.ResizeObserver = sharedResizeObserver;
  });

  it('is a labelled carousel of labelled slides', async () => {
    await renderLoaded(<Carousel label="Beneficios" slides={slides} />);
    const region = screen.getByRole('region', { name: 'Beneficios' });
    expect(region).toHaveAttribute('aria-roledescription', 'carrusel');
    const groups = screen.getAllByRole('group', { hidden: true });
    expect(groups.map((g) => g.getAttribute('aria-label'))).toEqual(['1 de 3', '2 de 3', '3 de 3']);
    for (const group of groups) expect(group).toHaveAttribute('aria-roledescription', 'diapositiva');
  });

  it('advances every intervalMs and wraps around', async () => {
    await renderLoaded(<Carousel label="Beneficios" slides={slides} />);
    expect(currentDot()).toHaveAccessibleName('Ir a la diapositiva 1');
    // The wait for keen-slider (the idle delay) already ran on the first slide's clock.
    act(() => vi.advanceTimersByTime(2499 - IDLE_FALLBACK_MS));
    expect(currentDot()).toHaveAccessibleName('Ir a la diapositiva 1');
    act(() => vi.advanceTimersByTime(1));
    expect(currentDot()).toHaveAccessibleName('Ir a la diapositiva 2');
    act(() => vi.advanceTimersByTime(2500));
    expect(currentDot()).toHaveAccessibleName('Ir a la diapositiva 3');
    act(() => vi.advanceTimersByTime(2500));
    expect(currentDot()).toHaveAccessibleName('Ir a la diapositiva 1');
  });

  it('keeps slides out of view inert', async () => {
    await renderLoaded(<Carousel label="Beneficios" slides={slides} />);
    const [first, second] = screen.getAllByRole('group', { hidden: true });
    expect(first).not.toHaveAttribute('inert');
    expect(second).toHaveAttribute('inert');
  });

  it('goes to the slide of a clicked dot', async () => {
    await renderLoaded(<Carousel label="Beneficios" slides={slides} />);
    fireEvent.click(screen.getByRole('button', { name: 'Ir a la diapositiva 3' }));
    expect(currentDot()).toHaveAccessibleName('Ir a la diapositiva 3');
    expect(screen.getByRole('button', { name: 'Ir a la diapositiva 1' })).not.toHaveAttribute('aria-current');
  });

  it('pauses while hovered and resumes when the pointer leaves', async () => {
    await renderLoaded(<Carousel label="Beneficios" slides={slides} />);
    const region = screen.getByRole('region', { name: 'Beneficios' });
    fireEvent.pointerEnter(region);
    act(() => vi.advanceTimersByTime(10_000));
    expect(currentDot()).toHaveAccessibleName('Ir a la diapositiva 1');
    fireEvent.pointerLeave(region);
    act(() => vi.advanceTimersByTime(2500));
    expect(currentDot()).toHaveAccessibleName('Ir a la diapositiva 2');
  });

  it('pauses while focus is inside', async () => {
    await renderLoaded(<Carousel label="Beneficios" slides={slides} />);
    const dot = screen.getByRole('button', { name: 'Ir a la diapositiva 2' });
    act(() => dot.focus());
    act(() => vi.advanceTimersByTime(10_000));
    expect(currentDot()).toHaveAccessibleName('Ir a la diapositiva 1');
    act(() => dot.blur());
    act(() => vi.advanceTimersByTime(2500));
    expect(currentDot()).toHaveAccessibleName('Ir a la diapositiva 2');
  });

  it('can be paused and resumed with its button', async () => {
    await renderLoaded(<Carousel label="Beneficios" slides={slides} intervalMs={1000} />);
    fireEvent.click(screen.getByRole('button', { name: 'Pausar carrusel' }));
    act(() => vi.advanceTimersByTime(5000));
    expect(currentDot()).toHaveAccessibleName('Ir a la diapositiva 1');
    fireEvent.click(screen.getByRole('button', { name: 'Reanudar carrusel' }));
    act(() => vi.advanceTimersByTime(1000));
    expect(currentDot()).toHaveAccessibleName('Ir a la diapositiva 2');
  });

  it('does not advance on its own with reduced motion', async () => {
    mockReducedMotion(true);
    await renderLoaded(<Carousel label="Beneficios" slides={slides} />);
    act(() => vi.advanceTimersByTime(10_000));
    expect(currentDot()).toHaveAccessibleName('Ir a la diapositiva 1');
    expect(screen.queryByRole('button', { name: 'Pausar carrusel' })).not.toBeInTheDocument();
  });

  it('shows no dots for a single slide', async () => {
    await renderLoaded(<Carousel label="Beneficios" slides={[<p key="a">Única</p>]} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows its first slide and its dots before keen-slider arrives, and still once it has', async () => {
    const FreshCarousel = await freshCarousel();
    render(<FreshCarousel label="Beneficios" slides={slides} />);
    const [first, second] = slideGroups();
    const trackBefore = first?.parentElement;
    expect(first).not.toHaveAttribute('inert');
    expect(second).toHaveAttribute('inert');
    expect(screen.getByText('Primera')).toBeInTheDocument();
    expect(currentDot()).toHaveAccessibleName('Ir a la diapositiva 1');
    expect(screen.getByRole('button', { name: 'Pausar carrusel' })).toBeInTheDocument();

    await letSliderArrive();
    // keen-slider leaves no mark without a layout (jsdom): its arrival shows as the waiting
    // track being replaced by the one it moves, with the same slides in the same state.
    const [firstAfter, secondAfter] = slideGroups();
    expect(firstAfter?.parentElement).not.toBe(trackBefore);
    expect(firstAfter).not.toHaveAttribute('inert');
    expect(secondAfter).toHaveAttribute('inert');
    expect(currentDot()).toHaveAccessibleName('Ir a la diapositiva 1');
  });

  it('keeps the slide it reached while keen-slider was on its way', async () => {
    const FreshCarousel = await freshCarousel();
    render(<FreshCarousel label="Beneficios" slides={slides} />);
    const trackBefore = slideGroups()[0]?.parentElement;
    fireEvent.click(screen.getByRole('button', { name: 'Ir a la diapositiva 2' }));
    await letSliderArrive();
    expect(slideGroups()[0]?.parentElement).not.toBe(trackBefore);
    const [first, second] = slideGroups();
    expect(first).toHaveAttribute('inert');
    expect(second).not.toHaveAttribute('inert');
    expect(currentDot()).toHaveAccessibleName('Ir a la diapositiva 2');
  });

  it('stays without keen-slider while it cannot be downloaded, quietly, and takes it once back online', async () => {
    const fresh = await freshModule();
    fresh.keenTrackPart.replaceLoader(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    const errors = vi.spyOn(console, 'error');
    render(<fresh.Carousel label="Beneficios" slides={slides} />);
    const trackBefore = slideGroups()[0]?.parentElement;
    await letSliderArrive();
    expect(slideGroups()[0]?.parentElement).toBe(trackBefore);
    fireEvent.click(screen.getByRole('button', { name: 'Ir a la diapositiva 2' }));
    expect(slideGroups()[1]).not.toHaveAttribute('inert');
    expect(errors).not.toHaveBeenCalled();

    fresh.keenTrackPart.replaceLoader(null);
    await act(async () => {
      window.dispatchEvent(new Event('online'));
      await import('./keen-track');
    });
    await act(async () => {});
    expect(slideGroups()[0]?.parentElement).not.toBe(trackBefore);
    expect(currentDot()).toHaveAccessibleName('Ir a la diapositiva 2');
  });

  it('asks for keen-slider again when the resident uses the carousel after a failed download, online all along', async () => {
    // The first download fails as on a flaky line (the browser stays online: no `online` event).
    const { Carousel: FreshCarousel, attempts } = await countingDownloads({ firstFails: true });
    render(<FreshCarousel label="Beneficios" slides={slides} />);
    const trackBefore = slideGroups()[0]?.parentElement;
    await letSliderArrive();
    expect(attempts()).toBe(1);
    // Rotating on its own is not a use: nothing is asked for again.
    act(() => vi.advanceTimersByTime(10_000));
    expect(attempts()).toBe(1);
    expect(slideGroups()[0]?.parentElement).toBe(trackBefore);

    const second = screen.getByRole('button', { name: 'Ir a la diapositiva 2' });
    await act(async () => {
      fireEvent.pointerDown(second);
      fireEvent.click(second);
      await import('./keen-track');
    });
    await act(async () => {});
    expect(attempts()).toBe(2);
    expect(slideGroups()[0]?.parentElement).not.toBe(trackBefore);
    expect(currentDot()).toHaveAccessibleName('Ir a la diapositiva 2');

    // Once it has arrived, using the carousel asks for nothing more.
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Ir a la diapositiva 3' }));
    fireEvent.focus(screen.getByRole('button', { name: 'Ir a la diapositiva 3' }));
    expect(attempts()).toBe(2);
  });

  it('asks for keen-slider at the first use when the phone has not been idle yet', async () => {
    const { Carousel: FreshCarousel, attempts } = await countingDownloads();
    render(<FreshCarousel label="Beneficios" slides={slides} />);
    const trackBefore = slideGroups()[0]?.parentElement;
    await act(async () => {
      fireEvent.focus(screen.getByRole('button', { name: 'Ir a la diapositiva 3' }));
      await import('./keen-track');
    });
    await act(async () => {});
    expect(attempts()).toBe(1);
    expect(slideGroups()[0]?.parentElement).not.toBe(trackBefore);
  });

  it('neither rotates nor asks for keen-slider while it is not displayed, and does both once it is', async () => {
    // The carousel drawn with no size (display: none) until the test says otherwise.
    let report: ((width: number) => void) | undefined;
    window.ResizeObserver = class {
      constructor(callback: (entries: { contentRect: { width: number } }[]) => void) {
        report = (width) => callback([{ contentRect: { width } }]);
      }
      observe() {}
      unobserve() {}
      disconnect() {}
    } as unknown as typeof ResizeObserver;
    const { Carousel: FreshCarousel, attempts } = await countingDownloads();
    render(<FreshCarousel label="Beneficios" slides={slides} />);
    await letSliderArrive();
    act(() => vi.advanceTimersByTime(10_000));
    expect(attempts()).toBe(0);
    expect(currentDot()).toHaveAccessibleName('Ir a la diapositiva 1');
    // Nor is it a live region: still, but hidden, it has nothing to announce.
    expect(slideGroups()[0]?.parentElement).toHaveAttribute('aria-live', 'off');

    act(() => report?.(480));
    await letSliderArrive();
    expect(attempts()).toBe(1);
    act(() => vi.advanceTimersByTime(2500));
    expect(currentDot()).toHaveAccessibleName('Ir a la diapositiva 2');
  });

  it('works without keen-slider: the chosen slide is shifted into view and rotation goes on', () => {
    render(<StaticCarousel label="Beneficios" slides={slides} />);
    const [first, second, third] = slideGroups();
    expect(first).not.toHaveAttribute('inert');
    fireEvent.click(screen.getByRole('button', { name: 'Ir a la diapositiva 3' }));
    expect(third).not.toHaveAttribute('inert');
    expect(first).toHaveAttribute('inert');
    expect(third).toHaveStyle({ transform: 'translateX(-200%)' });
    act(() => vi.advanceTimersByTime(2500));
    expect(currentDot()).toHaveAccessibleName('Ir a la diapositiva 1');
    expect(second).toHaveAttribute('inert');
    expect(first).not.toHaveAttribute('inert');
  });
});
