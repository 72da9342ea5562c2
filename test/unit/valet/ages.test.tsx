import { act, render, screen } from '@testing-library/react';
import { requestedTicket } from '../../../src/app/features/valet/samples';
import { TicketGrid } from '../../../src/app/features/valet/TicketGrid';
import { TICKET_CSS } from '../../../src/app/features/valet/TicketButton';
import { useNow } from '../../../src/app/features/valet/useNow';
import { VALET_TEXT } from '../../../src/shared/messages';
import { REQUEST_AGE_COLORS } from '../../../src/shared/valet';

const NOW = new Date('2026-11-23T16:30:00.000Z');

function LiveGrid() {
  const now = useNow();
  return <TicketGrid tickets={[requestedTicket(4.6, { _id: 'r', ticketNumber: '7' }, NOW)]} now={now} onOpen={() => undefined} />;
}

describe('a requested ticket’s age', () => {
  beforeEach(() => jest.useFakeTimers({ now: NOW }));
  afterEach(() => jest.useRealTimers());

  it('re-renders every 30 s and turns amber, then red', () => {
    render(<LiveGrid />);
    const button = screen.getByRole('button', { name: new RegExp(`^${VALET_TEXT.openTicket('7', 'requested')}`) });
    expect(button).toHaveTextContent(VALET_TEXT.requestedMinutesAgo(4));
    expect(button).toHaveAttribute('data-age', 'fresh');
    expect(TICKET_CSS).toContain(`.valet-ticket[data-age='fresh'] { border-left: 10px solid ${REQUEST_AGE_COLORS.fresh}; }`);

    act(() => jest.advanceTimersByTime(30_000));
    expect(button).toHaveTextContent(VALET_TEXT.requestedMinutesAgo(5));
    expect(button).toHaveAttribute('data-age', 'waiting');

    act(() => jest.advanceTimersByTime(6 * 60_000));
    expect(button).toHaveTextContent(VALET_TEXT.requestedMinutesAgo(11));
    expect(button).toHaveAttribute('data-age', 'late');
    expect(REQUEST_AGE_COLORS.late).toBe('#cf1322');
  });
});
