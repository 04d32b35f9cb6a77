import { useRef } from 'react';

/**
 * Radix gives focus back only to its own Trigger; our dialogs are opened by any button, link
 * or effect, so the element that had focus when the dialog opened is remembered and refocused.
 */
export function useReturnFocus() {
  const previous = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      previous.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    },
    onCloseAutoFocus: (event: Event) => {
      const element = previous.current;
      previous.current = null;
      if (element?.isConnected && element !== document.body) {
        event.preventDefault();
        element.focus();
      }
    },
  };
}
