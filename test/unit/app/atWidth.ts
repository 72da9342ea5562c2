/**
 * Media queries answered as a screen `width` px wide would (antd's breakpoints: `(min-width: 768px)`,
 * `(max-width: 575px)`), for the tests of the describe block it is called in: jsdom matches none.
 */
export function atWidth(width: number): void {
  const real = window.matchMedia;
  beforeEach(() => {
    window.matchMedia = ((query: string) => {
      const bounds = [...query.matchAll(/\((min|max)-width:\s*(\d+(?:\.\d+)?)px\)/g)];
      const matches = bounds.length > 0 && bounds.every(([, side, px]) => (side === 'min' ? width >= Number(px) : width <= Number(px)));
      return { ...real(query), matches };
    }) as typeof window.matchMedia;
  });
  afterEach(() => {
    window.matchMedia = real;
  });
}
