import { useLayoutEffect, useRef, useState } from 'react';

/**
 * The title of an antd confirm, success or error dialog, which renders its title twice: once in a
 * hidden header (it names the dialog for screen readers) and once shown. The hidden copy keeps the
 * words as its label only, so they are on the page once: a search of the page, or a test finding
 * "Are you sure?" by its text, finds the one a user sees.
 */
function DialogTitle({ text }: { text: string }) {
  const ref = useRef<HTMLSpanElement>(null);
  const [inHiddenHeader, setInHiddenHeader] = useState(false);
  useLayoutEffect(() => {
    if (ref.current?.closest('.ant-modal-header')) setInHiddenHeader(true);
  }, []);
  return inHiddenHeader ? <span ref={ref} aria-label={text} role="img" /> : <span ref={ref}>{text}</span>;
}

/** `title` for modal.confirm / success / error: the words once on the page, the dialog still named by them. */
export const dialogTitle = (text: string) => <DialogTitle text={text} />;
