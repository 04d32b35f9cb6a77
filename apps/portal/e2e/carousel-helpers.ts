import type { Page } from '@playwright/test';

/** The login screen's carousel, and what a sighted resident sees of it. */
export function loginCarousel(page: Page) {
  const region = page.getByRole('region', { name: 'Qué podés hacer en el Portal del Vecino' });
  const slide = (n: number) => region.getByRole('group', { name: `${n} de 3`, includeHidden: true });
  return {
    region,
    slide,
    dot: (n: number) => region.getByRole('button', { name: `Ir a la diapositiva ${n}` }),
    /**
     * keen-slider has the track: it positions every slide itself (translate3d), while the track
     * that waits for it shifts only the slide in view (translateX).
     */
    movedByKeen: () => slide(1).evaluate((element) => (element as HTMLElement).style.transform.includes('translate3d')),
    /** Slide `n` is the one in view: its left edge is the track's. */
    inView: (n: number) =>
      slide(n).evaluate((element) => {
        const track = element.parentElement?.getBoundingClientRect();
        return track !== undefined && Math.abs(element.getBoundingClientRect().left - track.left) < 1;
      }),
    /**
     * Drags the track by `fraction` of its width (negative: towards the left, to the next slide);
     * `holdMs`: the finger stays still that long before it lifts.
     */
    swipe: async (fraction: number, { holdMs = 0 } = {}) => {
      const box = await slide(1).evaluate((element) => {
        const rect = element.parentElement?.getBoundingClientRect();
        return rect ? { x: rect.x, y: rect.y, width: rect.width, height: rect.height } : null;
      });
      if (!box) throw new Error('The carousel has no track');
      const from = box.x + box.width * (fraction < 0 ? 0.8 : 0.2);
      const y = box.y + box.height / 2;
      await page.mouse.move(from, y);
      await page.mouse.down();
      for (let step = 1; step <= 10; step++) await page.mouse.move(from + (box.width * fraction * step) / 10, y);
      if (holdMs > 0) await page.waitForTimeout(holdMs);
      await page.mouse.up();
    },
  };
}
