import { useCallback, useRef } from 'react';

/**
 * Mantine's Pagination disables Previous and Next (First and Last) on the first and last page, so
 * the button pressed from the keyboard to get there loses the focus, which falls to the start of
 * the page. With this the focus stays in the pager, on the button of the page now shown.
 * Returns the ref for the element around the pager and its onChange.
 */
export function usePagerFocus<T extends HTMLElement>(onPage: (page: number) => void) {
  const pager = useRef<T>(null);
  const change = useCallback(
    (page: number) => {
      const focused = document.activeElement;
      onPage(page);
      if (!(focused instanceof HTMLButtonElement) || !pager.current?.contains(focused)) return;
      // After React has shown the new page.
      requestAnimationFrame(() => {
        if (focused.isConnected && !focused.disabled) return;
        pager.current?.querySelector<HTMLElement>('[aria-current="page"]')?.focus();
      });
    },
    [onPage],
  );
  return { pager, change };
}
