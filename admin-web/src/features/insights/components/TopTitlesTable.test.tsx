import { describe, expect, it } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TopTitlesTable } from './TopTitlesTable';

const title = (videoId: string, name: string | null, plays: number, loves: number, hoursWatched = 0) => ({
  __typename: 'TitleInsights' as const,
  videoId,
  title: name,
  plays,
  hoursWatched,
  completionRate: 0.5,
  thumbsUp: 0,
  loves,
  thumbsDown: 0,
});

const TITLES = [title('a', 'Alpha', 3, 0, 1.5), title('b', 'Beta', 1, 4, 0.25), title('c', null, 2, 1)];
const order = () =>
  within(screen.getByRole('table'))
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

describe('the top titles table', () => {
  it('lists the most played first, a deleted title as such, each figure formatted', () => {
    render(<TopTitlesTable titles={TITLES} />);
    expect(order()).toEqual(['Alpha', 'Deleted title', 'Beta']);
    const alpha = screen.getByRole('row', { name: /Alpha/ });
    expect(
      within(alpha)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['3', '1.5', '50%', '0', '0', '0']);
    expect(screen.getByRole('columnheader', { name: 'Plays' })).toHaveAttribute('aria-sort', 'descending');
  });

  it('sorts by the figure whose heading is chosen, most first, and least first when chosen again', async () => {
    const user = userEvent.setup();
    render(<TopTitlesTable titles={TITLES} />);
    await user.click(screen.getByRole('button', { name: 'Loves' }));
    expect(order()).toEqual(['Beta', 'Deleted title', 'Alpha']);
    expect(screen.getByRole('columnheader', { name: /Loves/ })).toHaveAttribute('aria-sort', 'descending');
    await user.click(screen.getByRole('button', { name: /Loves/ }));
    expect(order()).toEqual(['Alpha', 'Deleted title', 'Beta']);
    expect(screen.getByRole('columnheader', { name: /Loves/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByRole('columnheader', { name: 'Plays' })).not.toHaveAttribute('aria-sort');
  });
});
