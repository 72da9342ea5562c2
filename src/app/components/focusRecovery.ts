import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * Where the focus goes when the control that had it leaves the page: a link that changed the page
 * (View Zones, Park Here), a form replaced by its answer (a guest's reference number), a button
 * replaced by its panel (Extend). The browser drops it to the top of the document, so a keyboard
 * or screen-reader user starts over from the logo and hears nothing of what appeared. Instead it
 * goes to what took the control's place: an element marked `data-focus-after-change` (a panel's
 * heading), else the page's main heading, which a screen reader then reads out. Focus the user
 * moved on purpose (a click on the page's background) is left where it is: only focus lost with
 * its element is taken care of.
 */
export const FOCUS_AFTER_CHANGE = 'data-focus-after-change';

const TARGETS = [`[${FOCUS_AFTER_CHANGE}]`, 'main h1', 'main h2'];
/** The new page of a lazy screen may take a while to draw its heading: looked for this long. */
const WAIT_MS = 3_000;

export function installFocusRecovery(doc: Document = document): () => void {
  const win = doc.defaultView;
  if (!win) return () => undefined;
  let last: Element | null = null;
  let lostAt = 0;

  const focusLost = () => last !== null && !last.isConnected && (doc.activeElement === null || doc.activeElement === doc.body);
  const recover = () => {
    if (!focusLost()) {
      lostAt = 0;
      return;
    }
    lostAt ||= Date.now();
    if (Date.now() - lostAt > WAIT_MS) {
      last = null;
      lostAt = 0;
      return;
    }
    for (const selector of TARGETS) {
      // The last marked element: the innermost of nested ones (a card form inside the Extend panel).
      const target = [...doc.querySelectorAll<HTMLElement>(selector)].at(-1);
      if (!target) continue;
      if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
      target.focus({ preventScroll: true });
      if (doc.activeElement === target) {
        last = target;
        lostAt = 0;
        return;
      }
    }
  };

  const onFocusIn = (event: FocusEvent) => {
    if (event.target instanceof Element) last = event.target;
  };
  // Removal fires no event on the element itself: every change of the page is checked (cheap: two
  // comparisons unless the focus was lost).
  const observer = new win.MutationObserver(() => {
    if (last !== null && !last.isConnected) win.requestAnimationFrame(recover);
  });
  doc.addEventListener('focusin', onFocusIn, true);
  observer.observe(doc.body, { childList: true, subtree: true });
  return () => {
    doc.removeEventListener('focusin', onFocusIn, true);
    observer.disconnect();
  };
}

/**
 * A form disabled while it sends (a `<fieldset disabled>`, antd's `disabled` Form) drops the focus
 * of the button just pressed to the top of the page, and a refusal then leaves it there. When the
 * form is enabled again, the control that had the focus gets it back, if nothing else took it
 * meanwhile (a page that moved on, a dialog).
 */
export function useFocusKeptWhileDisabled(disabled: boolean, container: RefObject<HTMLElement | null>): void {
  const had = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    const doc = container.current?.ownerDocument;
    if (disabled || !doc) return;
    const back = had.current;
    if (back && back.isConnected && (doc.activeElement === null || doc.activeElement === doc.body)) back.focus({ preventScroll: true });
  }, [disabled, container]);
  useEffect(() => {
    const el = container.current;
    if (!el) return;
    const onFocusIn = (event: FocusEvent) => {
      if (event.target instanceof HTMLElement) had.current = event.target;
    };
    const onFocusOut = (event: FocusEvent) => {
      // Leaving for somewhere else in the page (not dropped by the disabling): forgotten.
      if (event.relatedTarget) had.current = null;
    };
    el.addEventListener('focusin', onFocusIn);
    el.addEventListener('focusout', onFocusOut);
    return () => {
      el.removeEventListener('focusin', onFocusIn);
      el.removeEventListener('focusout', onFocusOut);
    };
  }, [container]);
}

/**
 * A dialog's first field, given the focus once the dialog has opened (its `afterOpenChange`): antd
 * puts it on the close button, and staff should type at once. Never away from a field chosen while
 * the dialog opened: its opening ends later, and what was being typed went into the first field.
 */
export function focusWhenOpened(opened: boolean, field: HTMLElement | null | undefined): void {
  const chosen = document.activeElement;
  if (opened && !(chosen instanceof HTMLInputElement || chosen instanceof HTMLTextAreaElement)) field?.focus();
}
