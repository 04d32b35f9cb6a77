import { useEffect } from 'react';
import { KANIT_ATTRIBUTE } from './kanit-attribute';

/**
 * Kanit is the portal's face, but not what a resident waits for. Its three files (about 60 KB)
 * are asked for by the browser as soon as text uses them, ahead of the scripts: on a slow line
 * they used to delay the moment the login form works (its button waits for the scripts) by about
 * a second. So the page is drawn in the local fallback reshaped to Kanit's measures
 * (kanit-fallback.css.ts), and Kanit is put in once the page has rendered or hydrated: the swap
 * moves nothing. On a later visit the files come from the browser's cache within a frame.
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
