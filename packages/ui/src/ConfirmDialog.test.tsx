import { describe, expect, it, jest } from '@jest/globals';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from './Button';
import { ConfirmDialog } from './ConfirmDialog';

/** A promise the test settles when it chooses: the action "in flight" until then. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => (resolve = settle));
  return { promise, resolve };
}

function renderDialog(onConfirm: () => Promise<boolean | void>) {
  render(
    <ConfirmDialog
      trigger={<Button>Delete</Button>}
      title="Delete Film"
      description="This action cannot be undone."
      confirmLabel="Delete it"
      confirmingLabel="Deleting..."
      onConfirm={onConfirm}
    />,
  );
}

describe('ConfirmDialog', () => {
  it('does nothing until confirmed, and Cancel closes it without acting', async () => {
    const user = userEvent.setup();
    const onConfirm = jest.fn(async () => true);
    renderDialog(onConfirm);

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(screen.getByRole('alertdialog', { name: 'Delete Film' })).toHaveAccessibleDescription(
      'This action cannot be undone.',
    );
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('waits while the action runs, cannot be dismissed meanwhile, and closes when it succeeds', async () => {
    const user = userEvent.setup();
    const action = deferred<boolean>();
    renderDialog(() => action.promise);

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(screen.getByRole('button', { name: 'Delete it' }));

    expect(screen.getByRole('button', { name: 'Deleting...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();

    action.resolve(true);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('stays open, ready to try again, when the action answers false', async () => {
    const user = userEvent.setup();
    const onConfirm = jest.fn(async () => false);
    renderDialog(onConfirm);

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(screen.getByRole('button', { name: 'Delete it' }));

    await waitFor(() => expect(screen.getByRole('button', { name: 'Delete it' })).toBeEnabled());
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });
});
