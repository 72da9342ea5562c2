import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { makeStore, TestProviders } from '../../../src/app/testing/TestProviders';

/**
 * Renders `page` at `path` with every other address a page whose chunk is still on its way (a weak
 * signal), until `arrive()`; it then shows the heading "Next page".
 */
export function renderWithSlowNextPage(path: string, page: ReactElement): { arrive: () => void } {
  let arrive = () => {};
  const chunk = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  render(
    <TestProviders
      store={makeStore()}
      initialEntries={[path]}
      routes={[
        { path, element: page },
        { path: '*', lazy: async () => (await chunk, { element: <h1>Next page</h1> }) },
      ]}
    />,
  );
  return { arrive: () => arrive() };
}
