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
): void {
  const input = event.currentTarget;
  if (input.readOnly) return;
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
