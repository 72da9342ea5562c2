import { useEffect, useRef, type KeyboardEvent as ReactKeyboardEvent, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { VALET_MESSAGES, VALET_TEXT } from '../../../shared/messages';
import { PlainButton } from '../../components/PlainButton';

/** What Tab can reach inside the dialog. */
const FOCUSABLE =
  'button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Makes every other child of <body> inert while the dialog (`host`, itself a child of body) is
 * open: the page behind can be neither tabbed to nor tapped, and screen readers skip it. Returns
 * the undo, which leaves alone what was inert before.
 */
function makeBackgroundInert(host: HTMLElement): () => void {
  const made: Element[] = [];
  for (const el of Array.from(document.body.children)) {
    if (el === host || el.hasAttribute('inert') || el.tagName === 'SCRIPT' || el.tagName === 'STYLE') continue;
    el.setAttribute('inert', '');
    made.push(el);
  }
  return () => made.forEach((el) => el.removeAttribute('inert'));
}

/**
 * "Requested!" after the customer asked for the car: a plain modal dialog (no antd on a public
 * page). Focus moves to OK when it opens, Tab and Shift+Tab stay inside, the rest of the page is
 * inert, OK or Escape closes it, and focus then goes back to `returnFocus` (the button that
 * opened it), or else to what had focus before it opened.
 */
export function RequestedDialog({ onClose, returnFocus }: { onClose: () => void; returnFocus?: RefObject<HTMLElement | null> }) {
  const ok = useRef<HTMLButtonElement>(null);
  const host = useRef<HTMLDivElement>(null);
  const dialog = useRef<HTMLDivElement>(null);
  // Read once, at the first render: what to give focus back to.
  const before = useRef<Element | null>(typeof document === 'undefined' ? null : document.activeElement);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    const undoInert = host.current ? makeBackgroundInert(host.current) : () => undefined;
    ok.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        e.preventDefault();
        onCloseRef.current();
      }
    };
    document.addEventListener('keydown', onKey);
    const returnTo = returnFocus;
    const previous = before.current;
    return () => {
      document.removeEventListener('keydown', onKey);
      undoInert();
      const target = returnTo?.current ?? (previous instanceof HTMLElement ? previous : null);
      if (target?.isConnected) target.focus();
    };
  }, [returnFocus]);

  /** Tab from the last control goes to the first, Shift+Tab from the first to the last. */
  const keepFocusInside = (e: ReactKeyboardEvent<HTMLDivElement>) => {
    if (e.key !== 'Tab' || !dialog.current) return;
    const inside = Array.from(dialog.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    const first = inside[0];
    const last = inside[inside.length - 1];
    if (!first || !last) {
      e.preventDefault();
      return;
    }
    const active = document.activeElement;
    const outside = !dialog.current.contains(active);
    if (e.shiftKey && (active === first || outside)) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && (active === last || outside)) {
      e.preventDefault();
      first.focus();
    }
  };

  if (typeof document === 'undefined') return null;
  return createPortal(
    <div
      ref={host}
      style={{
        position: 'fixed',
        inset: 0,
        background: 'rgba(0,0,0,.45)',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        padding: 16,
        zIndex: 1000,
      }}
    >
      <div
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby="valet-requested-title"
        aria-describedby="valet-requested-body"
        onKeyDown={keepFocusInside}
        style={{ background: '#fff', borderRadius: 12, padding: 24, width: '100%', maxWidth: 360, textAlign: 'center' }}
      >
        <h2 id="valet-requested-title" style={{ fontSize: 24, margin: '0 0 8px' }}>
          {VALET_MESSAGES.valetRequestedTitle}
        </h2>
        <p id="valet-requested-body" style={{ fontSize: 17, margin: '0 0 20px' }}>
          {VALET_MESSAGES.valetRequestedBody}
        </p>
        <PlainButton ref={ok} variant="primary" block onClick={onClose}>
          {VALET_TEXT.ok}
        </PlainButton>
      </div>
    </div>,
    document.body,
  );
}
