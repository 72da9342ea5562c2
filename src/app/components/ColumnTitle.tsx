import { useLayoutEffect, useRef, useState } from 'react';

const STYLE_ID = 'p-measure-title-style';

function injectStyle() {
  if (typeof document === 'undefined' || document.getElementById(STYLE_ID)) return;
  const style = document.createElement('style');
  style.id = STYLE_ID;
  style.textContent = '.p-measure-title::before{content:attr(data-title)}';
  document.head.appendChild(style);
}

/**
 * A column title for an antd Table that scrolls sideways or fixes a column: such a table writes
 * every title a second time in a hidden row that measures the columns. There the title is drawn by
 * CSS (same width, no text in the page), so a column's name is on the page once: a search of the
 * page, or a test finding "License Plate" by its text, finds the header a user sees.
 */
function ColumnTitleView({ text }: { text: string }) {
  const ref = useRef<HTMLSpanElement>(null);
  const [measuring, setMeasuring] = useState(false);
  useLayoutEffect(() => {
    if (!ref.current?.closest('.ant-table-measure-row')) return;
    injectStyle();
    setMeasuring(true);
  }, []);
  return measuring ? <span ref={ref} className="p-measure-title" data-title={text} /> : <span ref={ref}>{text}</span>;
}

/** `title` for a column of a table with `scroll.x` or a fixed column. */
export const columnTitle = (text: string) => <ColumnTitleView text={text} />;
