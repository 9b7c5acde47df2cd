import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockedProvider } from '@apollo/client/testing/react';
import { fakeGateway } from '@cinevia/ui/testing';
import { testMember } from '../../../testing/member';
import { renderPage } from '../../../testing/renderPage';
import { ChangeEmailDialog } from './ChangeEmailDialog';
import { ChangePasswordDialog } from './ChangePasswordDialog';
import { EditProfileDialog } from './EditProfileDialog';

async function fillIn(values: Record<string, string>, submit: string) {
  const user = userEvent.setup();
  for (const [label, value] of Object.entries(values)) {
    await user.type(screen.getByLabelText(label, { selector: 'input' }), value);
  }
  await user.click(screen.getByRole('button', { name: submit }));
}

describe('the Change Password dialog', () => {
  it('refuses a confirmation that differs and sends nothing', async () => {
    const gateway = fakeGateway({});
    renderPage(<ChangePasswordDialog email="ada@example.com" defaultOpen />);

    await fillIn(
      {
        'Current Password': 'engine-sprocket-42',
        'New Password': 'analytical-nine-9',
        'Confirm New Password': 'analytical-eight-8',
      },
      'Change Password',
    );

    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(gateway.sent).toEqual([]);
  });

  it('shows a wrong current password under that field and keeps the dialog open', async () => {
    const gateway = fakeGateway({
      'POST /api/account/password': () => ({ status: 400, body: { message: 'Current password is incorrect' } }),
    });
    renderPage(<ChangePasswordDialog email="ada@example.com" defaultOpen />);

    await fillIn(
      {
        'Current Password': 'wrong-one',
        'New Password': 'analytical-nine-9',
        'Confirm New Password': 'analytical-nine-9',
      },
      'Change Password',
    );

    await waitFor(() =>
      expect(screen.getByLabelText('Current Password', { selector: 'input' })).toHaveAccessibleDescription(
        'Current password is incorrect',
      ),
    );
    expect(screen.getByRole('dialog', { name: 'Change Password' })).toBeInTheDocument();
    expect(gateway.sent).toEqual([
      {
        method: 'POST',
        path: '/api/account/password',
        body: { currentPassword: 'wrong-one', newPassword: 'analytical-nine-9' },
      },
    ]);
  });

  it('closes once changed and says the other devices were signed out', async () => {
    fakeGateway({ 'POST /api/account/password': () => ({ status: 200, body: { signedOutSessions: 2 } }) });
    renderPage(<ChangePasswordDialog email="ada@example.com" defaultOpen />);

    await fillIn(
      {
        'Current Password': 'engine-sprocket-42',
        'New Password': 'analytical-nine-9',
        'Confirm New Password': 'analytical-nine-9',
      },
      'Change Password',
    );

    expect(await screen.findByText('Other devices have been signed out.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('starts empty when opened again after a cancel', async () => {
    fakeGateway({});
    const user = userEvent.setup();
    renderPage(<ChangePasswordDialog email="ada@example.com" />);

    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    await user.type(screen.getByLabelText('Current Password', { selector: 'input' }), 'typed');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Change Password' }));

    expect(screen.getByLabelText('Current Password', { selector: 'input' })).toHaveValue('');
  });
});

describe('the Change Email dialog', () => {
  it('shows an address already in use under New Email', async () => {
    fakeGateway({
      'POST /api/account/email': () => ({
        status: 409,
        body: { message: 'An account with this email already exists' },
      }),
    });
    renderPage(<ChangeEmailDialog email="ada@example.com" defaultOpen onRequested={() => undefined} />);

    await fillIn(
      { 'New Email': 'taken@example.com', 'Current Password': 'engine-sprocket-42' },
      'Send confirmation link',
    );

    await waitFor(() =>
      expect(screen.getByLabelText('New Email')).toHaveAccessibleDescription(
        'An account with this email already exists',
      ),
    );
    expect(screen.getByRole('dialog', { name: 'Change Email' })).toBeInTheDocument();
  });

  it('sends the new address and the password, then closes and tells the member to check the new inbox', async () => {
    let requested = 0;
    const gateway = fakeGateway({
      'POST /api/account/email': () => ({
        status: 202,
        body: { message: 'We sent a link to new@example.com. Open it to confirm the change.' },
      }),
    });
    renderPage(<ChangeEmailDialog email="ada@example.com" defaultOpen onRequested={() => (requested += 1)} />);

    await fillIn(
      { 'New Email': 'new@example.com', 'Current Password': 'engine-sprocket-42' },
      'Send confirmation link',
    );

    expect(await screen.findByText('Check your new inbox')).toBeInTheDocument();
    expect(gateway.sent[0]).toEqual({
      method: 'POST',
      path: '/api/account/email',
      body: { newEmail: 'new@example.com', password: 'engine-sprocket-42' },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requested).toBe(1);
  });
});

describe('the Edit Profile dialog', () => {
  const ada = { __typename: 'User' as const, ...testMember() };
  const renderDialog = () =>
    renderPage(
      <MockedProvider>
        <EditProfileDialog viewer={ada} defaultOpen />
      </MockedProvider>,
    );

  it('opens on the saved name and refuses an empty one without sending it', async () => {
    const gateway = fakeGateway({});
    renderDialog();
    const user = userEvent.setup();

    expect(screen.getByLabelText('First Name')).toHaveValue('Ada');
    await user.clear(screen.getByLabelText('First Name'));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    expect(gateway.sent).toEqual([]);
  });

  it('saves the new name and closes', async () => {
    const gateway = fakeGateway({
      'PUT /api/account/profile': (body) => ({ status: 200, body: { ...ada, ...(body as object) } }),
    });
    renderDialog();
    const user = userEvent.setup();

    await user.clear(screen.getByLabelText('Last Name'));
    await user.type(screen.getByLabelText('Last Name'), 'King');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Your name has been saved.')).toBeInTheDocument();
    expect(gateway.sent[0]?.body).toEqual({ firstName: 'Ada', lastName: 'King' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
