import { describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from './apiRequest';
import { Button } from './Button';
import { ToastProvider } from './ToastProvider';
import { useReportedAction } from './useReportedAction';

/** A button whose action fails with `error`, reported as the apps report their actions. */
function FailingSave({ error }: { error: unknown }) {
  const save = useReportedAction(
    async () => {
      throw error;
    },
    { failure: 'Failed to save film', success: () => 'Saved' },
  );
  return <Button onClick={() => void save()}>Save</Button>;
}

async function failWith(error: unknown, description: string) {
  render(
    <ToastProvider>
      <FailingSave error={error} />
    </ToastProvider>,
  );
  await userEvent.setup().click(screen.getByRole('button', { name: 'Save' }));
  // The toast: its description's parent, beside the title.
  const toast = (await screen.findByText(description)).parentElement!;
  expect(toast).toHaveTextContent('Error');
  return toast;
}

describe('a failure toast (useReportedAction)', () => {
  it("says what failed in the server's words, with the failed reply's reference below", async () => {
    const error = new ApiError(500, '{"message":"Something went wrong on our side."}', '0c7e5a9d-1f');
    const toast = await failWith(error, 'Something went wrong on our side.');

    expect(toast).toContainElement(screen.getByText('Reference: 0c7e5a9d'));
  });

  it('shows its fallback words and no reference when no reply came (a network failure)', async () => {
    const toast = await failWith(new TypeError('Failed to fetch'), 'Failed to save film');

    expect(toast).not.toHaveTextContent('Reference');
    expect(screen.queryByText(/Reference/)).not.toBeInTheDocument();
  });
});
