import { act, render, screen } from '@testing-library/react';
import { PageLoading, SLOW_LOADING_MS } from '../../../src/app/layout/PageLoading';
import { APP_TEXT } from '../../../src/shared/messages';

describe('PageLoading (a page whose code is on its way)', () => {
  afterEach(() => jest.useRealTimers());

  it('says Loading…, and after 12 s that a weak signal can make it slow, with Reload', () => {
    jest.useFakeTimers();
    render(<PageLoading />);
    expect(screen.getByRole('status')).toHaveTextContent(APP_TEXT.loading);
    act(() => jest.advanceTimersByTime(SLOW_LOADING_MS - 1));
    expect(screen.queryByRole('link', { name: APP_TEXT.reload })).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('status')).toHaveTextContent(APP_TEXT.stillLoading);
    expect(screen.getByRole('link', { name: APP_TEXT.reload })).toBeInTheDocument();
  });
});
