import { serviceUsers, userCommand } from './users';

describe('each service its own MongoDB user', () => {
  const users = serviceUsers((service) => `${service}-password`);

  it('names a user for each service, in its own database', () => {
    expect(users.map(({ service, database }) => [service, database])).toEqual([
      ['identity', 'cinevia-identity'],
      ['catalogue', 'cinevia-catalogue'],
      ['viewing', 'cinevia-viewing'],
      ['billing', 'cinevia-billing'],
      ['commissions', 'cinevia-commissions'],
      ['notifications', 'cinevia-notifications'],
    ]);
  });

  it('makes a missing user with readWrite on its own database alone, and only sets the password of one there', () => {
    const [identity] = users;
    expect(userCommand(identity!, false)).toEqual({
      createUser: 'identity',
      pwd: 'identity-password',
      roles: [{ role: 'readWrite', db: 'cinevia-identity' }],
    });
    expect(userCommand(identity!, true)).toEqual({ updateUser: 'identity', pwd: 'identity-password' });
  });
});
