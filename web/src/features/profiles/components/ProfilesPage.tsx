import { useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { useNavigate } from 'react-router-dom';
import { MAX_PROFILES } from '@cinevia/proto';
import {
  Brand,
  Button,
  FullScreenSpinner,
  LoadError,
  PencilIcon,
  PlusIcon,
  serverMessage,
  useDocumentTitle,
  useToast,
} from '@cinevia/ui';
import { switchProfile, useProfiles, type Profile } from '../api/profiles';
import { ProfileAvatar } from './ProfileAvatar';
import { ProfileDialog } from './ProfileDialog';
import styles from './ProfilesPage.module.css';

/** Which dialog is open: none, Add Profile, or Edit Profile for one profile. */
type Editing = null | { profile: Profile | null };

/**
 * /profiles: "Who's watching?". Choosing a profile makes this session watch as it (its own list,
 * progress and rows) and goes home; Manage Profiles adds, changes and deletes them.
 */
export function ProfilesPage() {
  const { data, error, refetch } = useProfiles();
  const [managing, setManaging] = useState(false);
  const [editing, setEditing] = useState<Editing>(null);
  const [switching, setSwitching] = useState<string | null>(null);
  const client = useApolloClient();
  const navigate = useNavigate();
  const { toast } = useToast();
  useDocumentTitle(managing ? 'Manage Profiles' : "Who's watching?");

  const profiles = data?.me?.profiles;
  if (!profiles) {
    if (error) return <LoadError title="Your profiles could not be loaded" onRetry={() => void refetch()} />;
    return <FullScreenSpinner />;
  }
  const currentProfileId = data.currentProfile?.id;

  async function watchAs(profile: Profile) {
    setSwitching(profile.id);
    try {
      await switchProfile(profile.id);
    } catch (error) {
      setSwitching(null);
      toast({ title: 'Error', description: serverMessage(error) ?? 'Please try again.', variant: 'destructive' });
      return;
    }
    // Everything cached was the other profile's: lists, progress, rows.
    await client.clearStore();
    navigate('/', { replace: true });
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
      <Button variant="secondary" size="lg" onClick={() => setManaging(!managing)}>
        {managing ? 'Done' : 'Manage Profiles'}
      </Button>
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
