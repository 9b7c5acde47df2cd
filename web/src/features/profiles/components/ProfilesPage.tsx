import { useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { MAX_PROFILES, switchProof } from '@cinevia/proto';
import {
  Brand,
  Button,
  FullScreenSpinner,
  LoadError,
  LockIcon,
  PencilIcon,
  PlusIcon,
  serverMessage,
  useDocumentTitle,
  useToast,
} from '@cinevia/ui';
import { switchProfile, useProfiles, type Profile } from '../api/profiles';
import { ProfileAvatar } from '../../../ui/ProfileAvatar';
import { ProfileDialog } from './ProfileDialog';
import { ProfileSecretDialog, type Secrets } from './ProfileSecretDialog';
import { useLogout } from '../../../session/useLogout';
import styles from './ProfilesPage.module.css';

/** Which dialog is open: none, Add Profile, or Edit Profile for one profile. */
type Editing = null | { profile: Profile | null };
/** A switch that asks a secret first: the profile's code, or the account password. */
type Asking = null | { profile: Profile; asks: 'code' | 'password' };

/**
 * /profiles: "Who's watching?". Choosing a profile makes this session watch as it (its own list,
 * progress and rows) and goes home; Manage Profiles adds, changes and deletes them.
 */
export function ProfilesPage() {
  const { data, error, refetch } = useProfiles();
  const [managing, setManaging] = useState(false);
  const [editing, setEditing] = useState<Editing>(null);
  const [switching, setSwitching] = useState<string | null>(null);
  const [asking, setAsking] = useState<Asking>(null);
  // Sent here by a Kids profile's Sign Out, which the account password lets through.
  const signingOut = useSearchParams()[0].has('sign-out');
  const logout = useLogout();
  const client = useApolloClient();
  const navigate = useNavigate();
  const { toast } = useToast();
  useDocumentTitle(managing ? 'Manage Profiles' : "Who's watching?");

  const profiles = data?.me?.profiles;
  if (!profiles) {
    if (error) {
      return <LoadError title="Your profiles could not be loaded" error={error} onRetry={() => void refetch()} />;
    }
    return <FullScreenSpinner />;
  }
  const currentProfileId = data.currentProfile?.id ?? '';
  const onKids = profiles.some((profile) => profile.id === currentProfileId && profile.isKids);

  /** Switches (throwing the server's refusal) and opens home as the profile. */
  async function switchTo(profile: Profile, secrets: Secrets = {}) {
    setSwitching(profile.id);
    try {
      await switchProfile(profile.id, secrets);
    } catch (error) {
      setSwitching(null);
      throw error;
    }
    // Everything cached was the other profile's: lists, progress, rows.
    await client.clearStore();
    navigate('/', { replace: true });
  }

  async function watchAs(profile: Profile) {
    const asks = switchProof(profiles ?? [], currentProfileId, profile);
    if (asks) return setAsking({ profile, asks });
    try {
      await switchTo(profile);
    } catch (error) {
      toast({
        title: 'Error',
        description: serverMessage(error) ?? 'Please try again.',
        variant: 'destructive',
        error,
      });
    }
  }

  return (
    <main className={styles.page}>
      <div className={styles.brand}>
        <Brand />
      </div>
      <h1 className={styles.title}>{managing ? 'Manage Profiles' : "Who's watching?"}</h1>
      <ul className={styles.profiles}>
        {profiles.map((profile, index) => (
          <li key={profile.id}>
            <button
              type="button"
              className={styles.profile}
              disabled={switching !== null}
              aria-current={profile.id === currentProfileId ? 'true' : undefined}
              onClick={() => (managing ? setEditing({ profile }) : void watchAs(profile))}
            >
              <span className={styles.avatarFrame}>
                <ProfileAvatar name={profile.name} avatar={profile.avatar} />
                {managing && (
                  <span className={styles.editMark} aria-hidden="true">
                    <PencilIcon width={28} height={28} />
                  </span>
                )}
              </span>
              <span className={styles.name}>
                {managing && <span className="visually-hidden">Edit </span>}
                {profile.name}
              </span>
              {profile.isLocked && (
                <span className={styles.locked}>
                  <LockIcon width={16} height={16} aria-hidden="true" />
                  <span className="visually-hidden">Locked</span>
                </span>
              )}
              {profile.isKids && <span className={styles.kids}>Kids</span>}
              {managing && index > 0 && <span className={styles.level}>{profile.maturityLevel}</span>}
            </button>
          </li>
        ))}
        {managing && profiles.length < MAX_PROFILES && (
          <li>
            <button type="button" className={styles.profile} onClick={() => setEditing({ profile: null })}>
              <span className={styles.add} aria-hidden="true">
                <PlusIcon width={40} height={40} />
              </span>
              <span className={styles.name}>Add Profile</span>
            </button>
          </li>
        )}
      </ul>
      {/* A Kids profile manages none (the server refuses it too). */}
      {!onKids && (
        <Button variant="secondary" size="lg" onClick={() => setManaging(!managing)}>
          {managing ? 'Done' : 'Manage Profiles'}
        </Button>
      )}
      {signingOut && (
        <ProfileSecretDialog
          title="Leaving the Kids profile"
          description="Enter the account password to sign out."
          asks={['password']}
          submitLabel="Sign Out"
          busyLabel="Signing out..."
          onSubmit={async ({ password }) => void (await logout(password))}
          onClose={() => navigate('/profiles', { replace: true })}
        />
      )}
      {asking && (
        <ProfileSecretDialog
          {...(asking.asks === 'code'
            ? {
                title: `${asking.profile.name} is locked`,
                description: `Enter ${asking.profile.name}'s 4-digit code to watch as this profile.`,
              }
            : {
                title: 'Leaving the Kids profile',
                description: `Enter the account password to watch as ${asking.profile.name}.`,
              })}
          asks={[asking.asks]}
          submitLabel="Continue"
          busyLabel="Checking..."
          onSubmit={(secrets) => switchTo(asking.profile, secrets)}
          onClose={() => setAsking(null)}
        />
      )}
      {editing && (
        <ProfileDialog
          profile={editing.profile}
          isFirst={editing.profile?.id === profiles[0]?.id}
          onClose={() => setEditing(null)}
          onChanged={() => void refetch()}
        />
      )}
    </main>
  );
}
