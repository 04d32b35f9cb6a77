import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False while React renders on the server or hydrates the server's HTML, true from the render
 * right after (and from the first render of a page drawn in the browser alone). What the server
 * cannot know (the device, storage, the address's query) is drawn as the server drew it until
 * this turns true, so hydration finds the same markup; React then draws it again at once.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
