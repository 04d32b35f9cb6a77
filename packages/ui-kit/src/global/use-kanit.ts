import { useEffect } from 'react';
import { KANIT_ATTRIBUTE } from './kanit-attribute';

/**
 * Kanit is the portal's face, but not what a resident waits for. Its three files (about 60 KB)
 * are asked for by the browser as soon as text uses them, ahead of the scripts: on a slow line
 * (400 ms, 400 kbit/s) they delayed the moment the login form works (its button waits for the
 * scripts) from about 3.9 to 5.3 s. So the page is drawn in the local fallback reshaped to Kanit's
 * measures (kanit-fallback.css.ts), and Kanit is put in once the page has rendered or hydrated.
 * Lines keep their height when it swaps in; a centred line may shift by a few pixels, as may
 * text in Safari (see there). On a later visit the files come from the browser's cache.
 * Called once, by the portal's root (and Storybook's preview).
 */
export function useKanit(): void {
  useEffect(() => {
    showKanit();
  }, []);
}

/** Puts Kanit in at once (outside React: Storybook's preview). */
export function showKanit(): void {
  document.documentElement.setAttribute(KANIT_ATTRIBUTE, '');
}
