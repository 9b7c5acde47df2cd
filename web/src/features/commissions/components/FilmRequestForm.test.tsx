import { describe, expect, it } from '@jest/globals';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FILM_REQUEST_TABS, type FilmRequestFields, type FilmRequestForm as FormValues } from '@cinevia/proto';
import { useForm } from 'react-hook-form';
import { filmRequestResolver } from '../forms/filmRequestResolver';
import { FilmRequestForm } from './FilmRequestForm';

const BLANK = Object.fromEntries(
  Object.values(FILM_REQUEST_TABS)
    .flat()
    .map((field) => [field, '']),
) as unknown as FormValues;

const BASIC = {
  title: 'The Lighthouse Keeper',
  genre: 'drama',
  description: 'A keeper writes letters to the sea.',
  duration: 'short',
  targetAudience: 'family',
  timeline: '3-4 weeks',
} as const;

const CREATIVE_AND_TECHNICAL = {
  style: 'vintage',
  tone: 'contemplative',
  setting: 'A rocky island',
  characters: 'Old keeper, a curious gull',
  plot: 'Every night she writes a letter and throws it to the waves.',
  visualElements: 'Warm lamplight, grey seas',
  audioElements: 'Waves, a slow cello',
} as const;

/** The form as CreateFilmPage holds it: the page owns the form and focuses nothing itself. */
function renderForm(values: Partial<FormValues>) {
  const valid: FilmRequestFields[] = [];
  function Page() {
    const form = useForm<FormValues, unknown, FilmRequestFields>({
      resolver: filmRequestResolver,
      defaultValues: { ...BLANK, ...values },
      shouldFocusError: false,
    });
    return <FilmRequestForm form={form} onValid={(fields) => void valid.push(fields)} />;
  }
  render(<Page />);
  return valid;
}

const submit = () => userEvent.setup().click(screen.getByRole('button', { name: 'Continue to Payment ($100)' }));

describe('the film request form', () => {
  it('stays on Basic Info with the first missing field focused and its message shown', async () => {
    const valid = renderForm({});

    await submit();

    expect(await screen.findByText('Title is required')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /Basic Info/ })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(screen.getByLabelText('Title')).toHaveFocus());
    expect(valid).toEqual([]);
  });

  it('opens the tab that holds the first error and marks only the tabs with errors', async () => {
    renderForm(BASIC);

    await submit();

    const creative = screen.getByRole('tab', { name: /Creative Details/ });
    await waitFor(() => expect(creative).toHaveAttribute('aria-selected', 'true'));
    await waitFor(() => expect(screen.getByLabelText('Style')).toHaveFocus());
    expect(creative).toHaveTextContent('(has errors)');
    expect(screen.getByRole('tab', { name: /Technical & Audio/ })).toHaveTextContent('(has errors)');
    expect(screen.getByRole('tab', { name: /Basic Info/ })).not.toHaveTextContent('(has errors)');
  });

  it('hands a complete request on to the payment step', async () => {
    const valid = renderForm({ ...BASIC, ...CREATIVE_AND_TECHNICAL });

    await submit();

    await waitFor(() => expect(valid).toHaveLength(1));
    expect(valid[0]).toMatchObject({ ...BASIC, ...CREATIVE_AND_TECHNICAL });
  });
});
