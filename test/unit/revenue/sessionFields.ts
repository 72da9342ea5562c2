import { fireEvent, screen, waitFor } from '@testing-library/react';
import { REVENUE_TEXT } from '../../../src/shared/messages';
import type { typist } from '../app/renderWithProviders';

// Add Session's fields (ManualSessionFields), on its page and in the correction dialog.

type User = ReturnType<typeof typist>;

export async function chooseZone(ue: User, label: string) {
  await ue.click(screen.getByRole('combobox', { name: REVENUE_TEXT.zones }));
  await screen.findByRole('listbox');
  const item = await waitFor(() => {
    const found = document.querySelector<HTMLElement>(`.ant-select-item-option[title="${label}"]`);
    expect(found).not.toBeNull();
    return found!;
  });
  await ue.click(item);
}

export async function chooseStart(text: string) {
  const input = screen.getByLabelText(REVENUE_TEXT.startDate);
  fireEvent.mouseDown(input);
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: text } });
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
  await waitFor(() => expect(input).toHaveValue(text));
  fireEvent.blur(input);
}
