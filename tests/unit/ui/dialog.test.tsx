// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Dialog } from '@/components/ui/dialog';

// The dialog primitive's two options for a dialog that announces a result (the trial-activated dialog): focus
// on its main action rather than on the close button, and a description read with its name.

afterEach(cleanup);

function Result() {
  const [open, setOpen] = useState(false);
  const action = useRef<HTMLAnchorElement>(null);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Submit
      </button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="Trial activated"
        closeLabel="Close"
        initialFocus={action}
        descriptionId="result-text"
      >
        <p id="result-text">Valid for 14 days.</p>
        <a ref={action} href="https://app.example.com/login">
          Go to Login
        </a>
      </Dialog>
    </>
  );
}

describe('Dialog for a result', () => {
  it('focuses its main action, is described by its text, and still traps and returns focus', async () => {
    const user = userEvent.setup();
    render(<Result />);
    const opener = screen.getByRole('button', { name: 'Submit' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Trial activated' });
    expect(dialog).toHaveAccessibleDescription('Valid for 14 days.');
    const login = screen.getByRole('link', { name: 'Go to Login' });
    expect(login).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab();
    expect(login).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });
});
