import { describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { AlertBox } from './AlertBox';
import { ApiError } from './apiRequest';
import { Button } from './Button';

const WORDS = "We couldn't start your subscription.";

function renderAlertBox(error: unknown) {
  render(
    <AlertBox error={error} action={<Button>Try Again</Button>}>
      <p>{WORDS}</p>
    </AlertBox>,
  );
}

describe('AlertBox', () => {
  it("shows the failed request's reference between what went wrong and Try Again", () => {
    renderAlertBox(new ApiError(500, '{"message":"Something went wrong on our side."}', 'a1b2c3d4e5f60718'));

    const reference = screen.getByText('Reference: a1b2c3d4');
    expect(screen.getByRole('alert')).toContainElement(reference);
    expect(screen.getByText(WORDS).compareDocumentPosition(reference)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(reference.compareDocumentPosition(screen.getByRole('button', { name: 'Try Again' }))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
  });

  it('shows no reference when no reply came (a network failure)', () => {
    renderAlertBox(new TypeError('Failed to fetch'));

    expect(screen.getByRole('alert')).toHaveTextContent(`${WORDS}Try Again`);
    expect(screen.queryByText(/Reference/)).not.toBeInTheDocument();
  });
});
