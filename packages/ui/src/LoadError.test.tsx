import { describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { ApiError } from './apiRequest';
import { LoadError } from './LoadError';

const REQUEST_ID = '3f9c1d2e-8b7a-4c6d-9e0f-112233445566';
const MESSAGE = 'Your saved films are safe. Try again in a moment.';

function renderLoadError(error: unknown) {
  render(<LoadError title="My List is unavailable right now" message={MESSAGE} error={error} onRetry={() => {}} />);
}

describe('LoadError', () => {
  it("shows, under its own words, the reference of the failed request's reply", () => {
    renderLoadError(new ApiError(503, '{"message":"Part of Cinevia is unavailable"}', REQUEST_ID));

    const alert = screen.getByRole('alert');
    expect(screen.getByText(MESSAGE)).toBeInTheDocument();
    const reference = screen.getByText('Reference: 3f9c1d2e');
    expect(alert).toContainElement(reference);
    // Below the message, above Try Again.
    expect(screen.getByText(MESSAGE).compareDocumentPosition(reference)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(reference.compareDocumentPosition(screen.getByRole('button', { name: 'Try Again' }))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
  });

  it('shows no reference when no reply came (a network failure)', () => {
    renderLoadError(new TypeError('Failed to fetch'));

    expect(screen.getByRole('alert')).toHaveTextContent(`My List is unavailable right now${MESSAGE}Try Again`);
    expect(screen.queryByText(/Reference/)).not.toBeInTheDocument();
  });

  it('shows no reference for a reply without an id, or without an error', () => {
    const { unmount } = render(
      <LoadError title="Failed" error={new ApiError(500, 'oops', undefined)} onRetry={() => {}} />,
    );
    expect(screen.queryByText(/Reference/)).not.toBeInTheDocument();
    unmount();

    render(<LoadError title="Failed" onRetry={() => {}} />);
    expect(screen.queryByText(/Reference/)).not.toBeInTheDocument();
  });
});
