/**
 * antd's own stylesheet (antd/dist/antd.css), which webpack.config.js emits as one hashed file and
 * names here. With it the screens that use antd render in antd's zero-runtime mode: antd no longer
 * works out and injects each component's CSS the first time it draws it, which was most of the
 * time a desk screen took to appear (the valet desk's first screen on an empty cache: issue 11).
 * Storybook and jest have no such file: there antd makes its styles at run time, as before.
 */
declare const __ANTD_CSS__: string | undefined;

export const ANTD_CSS: string | null = typeof __ANTD_CSS__ === 'string' ? __ANTD_CSS__ : null;

let loading: Promise<void> | null = null;

/**
 * Adds the stylesheet once, before the page's own styles (so index.html's and the screens' rules
 * still win, as they did over antd's injected styles), and resolves when it has loaded; a failed
 * load resolves too: the screen then shows unstyled rather than not at all.
 */
export function loadAntdStylesheet(doc: Document = document): Promise<void> {
  if (!ANTD_CSS) return Promise.resolve();
  if (!loading) {
    const href = ANTD_CSS;
    loading = new Promise<void>((resolve) => {
      const link = doc.createElement('link');
      link.rel = 'stylesheet';
      link.href = href;
      link.onload = () => resolve();
      link.onerror = () => resolve();
      doc.head.prepend(link);
    });
  }
  return loading;
}
