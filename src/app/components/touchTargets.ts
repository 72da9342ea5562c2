import type { CSSProperties } from 'react';

/** The smallest a control tapped on a phone may be, in CSS px (WCAG 2.5.5; staff work one-handed at the curb). */
export const TOUCH_TARGET = 44;

/**
 * A text link at the touch size: as tall as a touch target, its text centred in that height. No
 * padding on the sides and no box, so it still reads as a link; where it sits in a line of text it
 * keeps that line's baseline. Spread into the link's `style`.
 */
export const TOUCH_TEXT_LINK: CSSProperties = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: TOUCH_TARGET,
  // A short word (Help) is as wide as it is tall.
  minWidth: TOUCH_TARGET,
};

/**
 * An antd Modal's ✕ at the touch size: antd draws it at the control height (32 px). It grows about
 * its own centre (the negative margins undo the growth on the sides it is anchored to), so it sits
 * where it did and only its hover area looks larger on a desk. Pass as `styles={TOUCH_MODAL_STYLES}`.
 */
export const TOUCH_MODAL_STYLES: { close: CSSProperties } = {
  close: {
    width: TOUCH_TARGET,
    height: TOUCH_TARGET,
    marginTop: -(TOUCH_TARGET - 32) / 2,
    marginInlineEnd: -(TOUCH_TARGET - 32) / 2,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
  },
};
