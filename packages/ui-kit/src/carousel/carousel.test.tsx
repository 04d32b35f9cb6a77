import { testStories } from '@portal/vitest-config/stories';
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Carousel } from './carousel';
import * as stories from './carousel.stories';

testStories(stories);

const slides = [<p key="a">Primera</p>, <p key="b">Segunda</p>, <p key="c">Tercera</p>];

function currentDot() {
  return screen.getAllByRole('button', { name: /Ir a la diapositiva/ }).find((b) => b.getAttribute('aria-current') === 'true');
}

/** Lets keen-slider, imported once the carousel is displayed, arrive and take the track. */
async function letSliderArrive() {
  await act(async () => {
    await import('keen-slider');
  });
  await act(async () => {});
}

/** Renders and lets keen-slider arrive. */
async function renderLoaded(ui: ReactElement) {
  const view = render(ui);
  await letSliderArrive();
  return view;
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
    act(() => vi.advanceTimersByTime(2499));
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

  it('shows its first slide and its dots before keen-slider arrives, the chosen slide shifted into view', () => {
    render(<Carousel label="Beneficios" slides={slides} />);
    const [first, second, third] = slideGroups();
    expect(first).not.toHaveAttribute('inert');
    expect(second).toHaveAttribute('inert');
    expect(screen.getByText('Primera')).toBeInTheDocument();
    expect(currentDot()).toHaveAccessibleName('Ir a la diapositiva 1');
    expect(screen.getByRole('button', { name: 'Pausar carrusel' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Ir a la diapositiva 3' }));
    expect(third).not.toHaveAttribute('inert');
    expect(first).toHaveAttribute('inert');
    expect(third).toHaveStyle({ transform: 'translateX(-200%)' });
  });

  it('keeps the slide it reached while keen-slider was on its way, which then positions the slides itself', async () => {
    render(<Carousel label="Beneficios" slides={slides} />);
    fireEvent.click(screen.getByRole('button', { name: 'Ir a la diapositiva 2' }));
    expect(slideGroups()[1]).toHaveStyle({ transform: 'translateX(-100%)' });
    await letSliderArrive();
    const [first, second] = slideGroups();
    expect(second?.style.transform).not.toContain('translateX');
    expect(first).toHaveAttribute('inert');
    expect(second).not.toHaveAttribute('inert');
    expect(currentDot()).toHaveAccessibleName('Ir a la diapositiva 2');
  });

  it('neither rotates nor takes keen-slider while it is not displayed, and does both once it is', async () => {
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
    render(<Carousel label="Beneficios" slides={slides} />);
    await letSliderArrive();
    act(() => vi.advanceTimersByTime(10_000));
    expect(currentDot()).toHaveAccessibleName('Ir a la diapositiva 1');
    // Nor is it a live region: still, but hidden, it has nothing to announce.
    expect(slideGroups()[0]?.parentElement).toHaveAttribute('aria-live', 'off');
    // Without keen-slider, a chosen slide is shifted into view.
    fireEvent.click(screen.getByRole('button', { name: 'Ir a la diapositiva 2' }));
    expect(slideGroups()[1]).toHaveStyle({ transform: 'translateX(-100%)' });
    fireEvent.click(screen.getByRole('button', { name: 'Ir a la diapositiva 1' }));

    act(() => report?.(480));
    await letSliderArrive();
    fireEvent.click(screen.getByRole('button', { name: 'Ir a la diapositiva 2' }));
    expect(slideGroups()[1]?.style.transform).not.toContain('translateX');
    fireEvent.click(screen.getByRole('button', { name: 'Ir a la diapositiva 1' }));
    act(() => vi.advanceTimersByTime(2500));
    expect(currentDot()).toHaveAccessibleName('Ir a la diapositiva 2');
  });
});
