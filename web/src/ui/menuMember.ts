import type { CurrentProfile } from '../session/currentProfile';

/** The signed-in member as the header's menus show them, with the profile they watch as once known. */
export type MenuMember = {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  profile?: Pick<CurrentProfile, 'id' | 'name' | 'avatar' | 'isKids'> | undefined;
};
