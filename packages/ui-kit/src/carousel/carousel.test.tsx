import { testStories } from '@portal/vitest-config/stories';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Carousel } from './carousel';
import * as stories from './carousel.stories';

testStories(stories);

const slides = [<p key="a">Primera</p>, <p key="b">Segunda</p>, <p key="c">Tercera</p>];

function currentDot() {
  return screen.getAllByRole('button', { name: /Ir a la diapositiva/ }).find((b) => b.getAttribute('aria-current') === 'true');
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

describe('Carousel', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is a labelled carousel of labelled slides', () => {
    render(<Carousel label="Beneficios" slides={slides} />);
    const region = screen.getByRole('region', { name: 'Beneficios' });
    expect(region).toHaveAttribute('aria-roledescription', 'carrusel');
    const groups = screen.getAllByRole('group', { hidden: true });
    expect(groups.map((g) => g.getAttribute('aria-label'))).toEqual(['1 de 3', '2 de 3', '3 de 3']);
    for (const group of groups) expect(group).toHaveAttribute('aria-roledescription', 'diapositiva');
  });

  it('advances every intervalMs and wraps around', () => {
    render(<Carousel label="Beneficios" slides={slides} />);
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

  it('keeps slides out of view inert', () => {
    render(<Carousel label="Beneficios" slides={slides} />);
    const [first, second] = screen.getAllByRole('group', { hidden: true });
    expect(first).not.toHaveAttribute('inert');
    expect(second).toHaveAttribute('inert');
  });

  it('goes to the slide of a clicked dot', () => {
    render(<Carousel label="Beneficios" slides={slides} />);
    fireEvent.click(screen.getByRole('button', { name: 'Ir a la diapositiva 3' }));
    expect(currentDot()).toHaveAccessibleName('Ir a la diapositiva 3');
    expect(screen.getByRole('button', { name: 'Ir a la diapositiva 1' })).not.toHaveAttribute('aria-current');
  });

  it('pauses while hovered and resumes when the pointer leaves', () => {
    render(<Carousel label="Beneficios" slides={slides} />);
    const region = screen.getByRole('region', { name: 'Beneficios' });
    fireEvent.pointerEnter(region);
    act(() => vi.advanceTimersByTime(10_000));
    expect(currentDot()).toHaveAccessibleName('Ir a la diapositiva 1');
    fireEvent.pointerLeave(region);
    act(() => vi.advanceTimersByTime(2500));
    expect(currentDot()).toHaveAccessibleName('Ir a la diapositiva 2');
  });

  it('pauses while focus is inside', () => {
    render(<Carousel label="Beneficios" slides={slides} />);
    const dot = screen.getByRole('button', { name: 'Ir a la diapositiva 2' });
    act(() => dot.focus());
    act(() => vi.advanceTimersByTime(10_000));
    expect(currentDot()).toHaveAccessibleName('Ir a la diapositiva 1');
    act(() => dot.blur());
    act(() => vi.advanceTimersByTime(2500));
    expect(currentDot()).toHaveAccessibleName('Ir a la diapositiva 2');
  });

  it('can be paused and resumed with its button', () => {
    render(<Carousel label="Beneficios" slides={slides} intervalMs={1000} />);
    fireEvent.click(screen.getByRole('button', { name: 'Pausar carrusel' }));
    act(() => vi.advanceTimersByTime(5000));
    expect(currentDot()).toHaveAccessibleName('Ir a la diapositiva 1');
    fireEvent.click(screen.getByRole('button', { name: 'Reanudar carrusel' }));
    act(() => vi.advanceTimersByTime(1000));
    expect(currentDot()).toHaveAccessibleName('Ir a la diapositiva 2');
  });

  it('does not advance on its own with reduced motion', () => {
    mockReducedMotion(true);
    render(<Carousel label="Beneficios" slides={slides} />);
    act(() => vi.advanceTimersByTime(10_000));
    expect(currentDot()).toHaveAccessibleName('Ir a la diapositiva 1');
    expect(screen.queryByRole('button', { name: 'Pausar carrusel' })).not.toBeInTheDocument();
  });

  it('shows no dots for a single slide', () => {
    render(<Carousel label="Beneficios" slides={[<p key="a">Única</p>]} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
