import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { useLocation, type InitialEntry } from 'react-router-dom';
import { Themed } from '../../../src/app/components/Themed';
import { makeStore, TestProviders } from '../../../src/app/testing/TestProviders';
import { SAMPLE_USERS } from '../../../src/app/testing/sampleUsers';

/** Where the router is now (path and query), for the pages a valet screen navigates to. */
function Where() {
  const l = useLocation();
  return <p data-testid="where">{`${l.pathname}${l.search}`}</p>;
}

/**
 * A valet staff page at `routePath`, opened at the last of `entries` (earlier ones are the history
 * behind it); every other path shows where the router went.
 */
export function renderValetPage(page: ReactElement, routePath: string, entries: InitialEntry[]) {
  const store = makeStore({ user: SAMPLE_USERS.valet });
  return render(
    <TestProviders
      routes={[
        { path: routePath, element: <Themed>{page}</Themed> },
        { path: '*', element: <Where /> },
      ]}
      initialEntries={entries}
      store={store}
    />,
  );
}
