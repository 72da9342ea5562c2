import { useEffect, type RefObject } from 'react';

/**
 * A bar stuck to the bottom of the screen (the booking page's total and Continue) must not hide the
 * field a keyboard user tabs to under it (WCAG 2.4.11): while it is shown, the page scrolls a
 * focused control into view above the bar's height (scroll-padding-bottom of the document, which
 * the browser applies when it scrolls to the focus). The bar's height follows text size.
 */
export function useKeepFocusAbove(bar: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const el = bar.current;
    const root = el?.ownerDocument.documentElement;
    if (!el || !root) return;
    const apply = () => {
      root.style.scrollPaddingBottom = `${Math.ceil(el.getBoundingClientRect().height) + 8}px`;
    };
    apply();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(apply);
    observer?.observe(el);
    return () => {
      observer?.disconnect();
      root.style.scrollPaddingBottom = '';
    };
  }, [bar]);
}
