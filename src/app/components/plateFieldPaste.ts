import type { ClipboardEvent } from 'react';

/**
 * The paste handler of every plate field. The SPEC's maxlength (8) cuts pasted text before
 * onChange can drop its separators, so "ABC 12345" would be kept as ABC1234, a wrong plate; the
 * paste is merged into the value here, normalised, and only then cut, by `normalize`, and the
 * browser's own paste is prevented. Kept free of antd: the driver's booking page uses it.
 */
export function pasteIntoPlateField(
  event: ClipboardEvent<HTMLInputElement>,
  normalize: (text: string) => string,
  commit: (text: string) => void,
): void {
  const input = event.currentTarget;
  if (input.readOnly) return;
  const { value } = input;
  const start = input.selectionStart ?? value.length;
  const head = value.slice(0, start) + event.clipboardData.getData('text');
  event.preventDefault();
  commit(normalize(head + value.slice(input.selectionEnd ?? start)));
  // A controlled input given a new value puts the caret at its end; a paste into the middle keeps it there.
  const caret = normalize(head).length;
  setTimeout(() => {
    if (input.ownerDocument.activeElement === input) input.setSelectionRange(caret, caret);
  });
}
