import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { isChunkLoadError, RouteError } from '../../../src/app/layout/RouteError';
import { PublicLayout } from '../../../src/app/layout/PublicLayout';
import { APP_TEXT, MESSAGES } from '../../../src/shared/messages';

/** What webpack's JSONP chunk loader throws when a chunk's script cannot be downloaded. */
function chunkLoadError(): Error {
  const e = new Error('Loading chunk 412 failed.\n(error: https://parking.example/static/js/412.js)');
  e.name = 'ChunkLoadError';
  return e;
}

/**
 * The app's shape: a root route whose error element is RouteError, and a page at /page whose code
 * fails to load with `error` (a lazy route's failure is caught by the nearest route above it that
 * is not lazy itself: the router never renders a route whose lazy failed).
 */
function openFailingPage(error: unknown, reload: () => void) {
  const routes: RouteObject[] = [
    {
      element: <PublicLayout />,
      hydrateFallbackElement: <p>{APP_TEXT.loading}</p>,
      errorElement: <RouteError reload={reload} />,
      children: [{ path: '/page', lazy: () => Promise.reject(error) }],
    },
  ];
  return render(<RouterProvider router={createMemoryRouter(routes, { initialEntries: ['/page'] })} />);
}

describe('RouteError: a page whose code could not be downloaded', () => {
  it('tells code that failed to download from other errors', () => {
    expect(isChunkLoadError(chunkLoadError())).toBe(true);
    expect(isChunkLoadError(new Error('Loading CSS chunk 7 failed.\n(/static/css/7.css)'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: https://x/static/js/a.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module: https://x/a.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError("Cannot read properties of undefined (reading 'map')"))).toBe(false);
    expect(isChunkLoadError(new TypeError('Failed to fetch'))).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
  });

  it.each([
    ['ChunkLoadError', chunkLoadError()],
    ['a native import', new TypeError('Failed to fetch dynamically imported module: https://parking.example/static/js/412.js')],
  ])('says it is the connection (%s), and reloads by itself once back online', async (_, error) => {
    const reload = jest.fn();
    openFailingPage(error, reload);
    expect(await screen.findByRole('alert')).toHaveTextContent(APP_TEXT.offline);
    expect(screen.queryByText(MESSAGES.serverError)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: APP_TEXT.reload })).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('says any other error is ours, and does not reload on its own', async () => {
    const reload = jest.fn();
    openFailingPage(new TypeError("Cannot read properties of undefined (reading 'map')"), reload);
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.serverError);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(reload).not.toHaveBeenCalled();
  });
});
