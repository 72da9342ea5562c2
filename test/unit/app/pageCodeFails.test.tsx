import { screen } from '@testing-library/react';
import { APP_TEXT } from '../../../src/shared/messages';
import { renderApp } from './renderWithProviders';

// The Help page's code cannot be downloaded (no signal): what webpack's chunk loader throws.
jest.mock('../../../src/app/features/help/HelpPage', () => {
  const e = new Error('Loading chunk 412 failed.\n(error: https://parking.example/static/js/412.js)');
  e.name = 'ChunkLoadError';
  throw e;
});

describe("a page whose code cannot be downloaded, in the app's real routes", () => {
  it("says it is the connection inside the page's frame: the header stays", async () => {
    renderApp('/help');
    expect(await screen.findByRole('alert')).toHaveTextContent(APP_TEXT.offline);
    // PublicLayout's header (the logo's link home) is still on the page around the message.
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('banner')).not.toContainElement(screen.getByRole('alert'));
  });
});
