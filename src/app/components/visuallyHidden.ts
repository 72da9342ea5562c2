import type { CSSProperties } from 'react';

/** Read by screen readers, not shown: a label the layout makes visible some other way (a chart's data, a table's expand column). */
export const VISUALLY_HIDDEN: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
};
