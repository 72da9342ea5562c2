import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { FOCUS_AFTER_CHANGE, installFocusRecovery } from '../../../src/app/components/focusRecovery';
import { typist } from './renderWithProviders';

let uninstall: () => void = () => undefined;
beforeEach(() => {
  uninstall = installFocusRecovery(document);
});
afterEach(() => uninstall());

/** Lets the observer's frame run. */
const nextFrames = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

function GuestForm({ marked = false }: { marked?: boolean }) {
  const [done, setDone] = useState(false);
  return (
    <main>
      {done ? (
        <>
          <h1>Parking Validation Successfully Registered!</h1>
          {marked && <h2 {...{ [FOCUS_AFTER_CHANGE]: '' }}>Extend by</h2>}
        </>
      ) : (
        <>
          <h1>Welcome</h1>
          <button onClick={() => setDone(true)}>Validate Parking</button>
        </>
      )}
      <button>Elsewhere</button>
    </main>
  );
}

describe('focus recovery', () => {
  it("gives the focus to the page's heading when the pressed button is replaced, so it is read out", async () => {
    render(<GuestForm />);
    await typist().click(screen.getByRole('button', { name: 'Validate Parking' }));
    await nextFrames();
    const heading = screen.getByRole('heading', { name: 'Parking Validation Successfully Registered!' });
    expect(heading).toHaveFocus();
    expect(heading).toHaveAttribute('tabindex', '-1');
  });

  it('prefers what the page marks as taking the control’s place', async () => {
    render(<GuestForm marked />);
    await typist().click(screen.getByRole('button', { name: 'Validate Parking' }));
    await nextFrames();
    expect(screen.getByRole('heading', { name: 'Extend by' })).toHaveFocus();
  });

  it('leaves alone focus the user moved away on purpose', async () => {
    render(<GuestForm />);
    const ue = typist();
    await ue.click(screen.getByRole('button', { name: 'Validate Parking' }));
    await nextFrames();
    await ue.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(screen.getByRole('button', { name: 'Elsewhere' })).toHaveFocus();
    (document.activeElement as HTMLElement).blur();
    await nextFrames();
    expect(document.body).toHaveFocus();
  });
});
