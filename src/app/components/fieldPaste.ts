import type { ClipboardEvent } from 'react';

/**
 * The paste handler of every field whose SPEC maxlength is shorter than what people paste into it
 * (plates: 8, "ABC 12345"; phone numbers: 10, "+1 404 555 0199"). The browser's maxlength cuts
 * pasted text before onChange can drop its separators, which keeps a wrong plate or number; the
 * paste is merged into the value here, turned into what the field keeps by `typed` (which also
 * cuts it), and the browser's own paste is prevented. Kept free of antd: the driver's pages use it.
 */
export function pasteIntoField(
  event: ClipboardEvent<HTMLInputElement>,
  typed: (text: string) => string,
  commit: (text: string) => void,
  /** A paste that is a whole value by itself (a state's full name): it replaces what the field holds. */
  whole?: (pasted: string) => string | null,
): void {
  const input = event.currentTarget;
  if (input.readOnly) return;
  const replacing = whole?.(event.clipboardData.getData('text'));
  if (replacing) {
    event.preventDefault();
    commit(replacing);
    return;
  }
  const { value } = input;
  const start = input.selectionStart ?? value.length;
  const head = value.slice(0, start) + event.clipboardData.getData('text');
  event.preventDefault();
  commit(typed(head + value.slice(input.selectionEnd ?? start)));
  // A controlled input given a new value puts the caret at its end; a paste into the middle keeps it there.
  const caret = typed(head).length;
  setTimeout(() => {
    if (input.ownerDocument.activeElement === input) input.setSelectionRange(caret, caret);
  });
}

/**
 * Text that arrives in one go without a paste event (dictation, a drop, a keyboard that inserts a
 * whole word) is cut by the browser's maxlength just as a paste would be: "7 JMI 612" dictated into a
 * plate field kept 7JMI61. Such an insertion is offered to the field as a paste first; a field with
 * a paste handler (pasteIntoField) takes it whole and the browser's own insertion is cancelled.
 * Fields without one, and browsers that cannot build the event, keep the browser's behaviour.
 */
const ONE_GO_INSERTIONS = new Set(['insertText', 'insertFromDrop', 'insertFromYank']);

export function installInsertionsAsPastes(doc: Document = document): () => void {
  const onBeforeInput = (event: InputEvent) => {
    const input = event.target;
    if (!(input instanceof HTMLInputElement) || !event.cancelable) return;
    // Not insertReplacementText (a spelling correction): it replaces a word, not the selection the
    // paste handler merges into.
    if (!ONE_GO_INSERTIONS.has(event.inputType)) return;
    const text = event.data ?? event.dataTransfer?.getData('text/plain') ?? '';
    if (text.length < 2) return;
    let paste: globalThis.ClipboardEvent;
    try {
      const clipboardData = new DataTransfer();
      clipboardData.setData('text/plain', text);
      paste = new ClipboardEvent('paste', { clipboardData, bubbles: true, cancelable: true });
    } catch {
      return;
    }
    input.dispatchEvent(paste);
    if (paste.defaultPrevented) event.preventDefault();
  };
  doc.addEventListener('beforeinput', onBeforeInput, true);
  return () => doc.removeEventListener('beforeinput', onBeforeInput, true);
}
