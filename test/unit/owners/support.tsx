import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import type { GetLocationsMeApiResponse } from '../../../src/app/api/generated/locations';
import { Themed } from '../../../src/app/components/Themed';
import { SAMPLE_LOTS } from '../../../src/app/features/owners/samples';
import { SAMPLE_USERS } from '../../../src/app/testing/sampleUsers';
import { LOCATION } from '../booking/fixtures';
import { renderWithProviders, type typist } from '../app/renderWithProviders';
import { answerGet } from '../app/typedHandlers';

type User = ReturnType<typeof typist>;

/** The first render loads antd's modules: slow on a busy 2-core machine. */
export const FIRST_PAINT = { timeout: 30_000 };

/** GET /locations/me with the sample lots (their zones: New York and Los Angeles). */
export const ownLots = () =>
  answerGet<GetLocationsMeApiResponse>('*/api/v1/locations/me', () => ({
    status: 'success',
    data: { locations: SAMPLE_LOTS.map((l) => ({ ...LOCATION, ...l, lotName: null })) },
  }));

/** The page as the app shell shows it: inside antd's App (message, modal), for a vendor, at `path`. */
export function renderOwnerPage(page: ReactElement, path: string) {
  return renderWithProviders(<Themed>{page}</Themed>, { user: SAMPLE_USERS.vendor, routePath: path });
}

/** Picks an option of the antd Select labelled `label`. */
export async function choose(ue: User, label: string, option: string) {
  await ue.click(screen.getByRole('combobox', { name: label }));
  await screen.findByRole('listbox');
  const item = await waitFor(() => {
    const found = document.querySelector<HTMLElement>(`.ant-select-item-option[title="${option}"]`);
    expect(found).not.toBeNull();
    return found!;
  });
  await ue.click(item);
}

/** Types a day (YYYY-MM-DD), or a day and time as the picker shows it, into the antd DatePicker labelled `label`. */
export async function chooseDay(label: string, day: string) {
  const input = screen.getByLabelText(label);
  fireEvent.mouseDown(input);
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: day } });
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
  await waitFor(() => expect(input).toHaveValue(day));
  fireEvent.blur(input);
}

/**
 * The open antd dialog with this title. Found by its text, not its accessible name: under test antd's
 * ids are all "test-id", so a page with another such id (the members table) names the dialog wrongly.
 */
export async function findDialog(title: string): Promise<HTMLElement> {
  return waitFor(() => {
    // A confirm dialog shows its title in its body (its hidden header keeps the words as a label only).
    const shownTitle = (d: HTMLElement) =>
      (d.querySelector('.ant-modal-confirm-title') ?? d.querySelector('.ant-modal-title'))?.textContent;
    const found = screen.getAllByRole('dialog').find((d) => shownTitle(d) === title);
    expect(found).toBeDefined();
    return found!;
  });
}
