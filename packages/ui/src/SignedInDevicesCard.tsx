import { useState } from 'react';
import { Button } from './Button';
import { Card, CardHeader } from './Card';
import { LoadError } from './LoadError';
import { Spinner } from './Spinner';
import { useToast } from './useToast';
import styles from './SignedInDevicesCard.module.css';

/** A signed-in device as a list shows it (the gateway's SignedInDevice). */
export interface ListedDevice {
  id: string;
  current: boolean;
  browser: string;
  os: string;
  /** The profile it watches as (a member's devices); none for the administrator's. */
  profileName: string | null;
  network: string;
  signedInAt: string | null;
  lastActiveAt: string | null;
}

const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const timeOf = (iso: string | null | undefined) => (iso ? when.format(new Date(iso)) : 'unknown');

/**
 * The "Signed-In Devices" card, the members' profile page's and the admin portal's: every browser
 * signed in (what it is, the profile it watches as, the network it came from, when it was last
 * used), each other one with its own Sign Out, and all the others at once.
 */
export function SignedInDevicesCard({
  devices,
  error,
  refetch,
  signOut,
  signOutOthers,
  intro,
}: {
  devices: readonly ListedDevice[] | undefined;
  error: Error | undefined;
  refetch: () => Promise<unknown>;
  signOut: (id: string) => Promise<unknown>;
  signOutOthers: () => Promise<unknown>;
  intro: string;
}) {
  const { toast } = useToast();
  const [busy, setBusy] = useState<string | null>(null);
  const others = devices?.filter((device) => !device.current).length ?? 0;

  async function act(which: string, action: () => Promise<unknown>, done: string) {
    setBusy(which);
    try {
      await action();
      toast({ title: done });
    } catch (actionError) {
      toast({ title: 'Error', description: 'Please try again.', variant: 'destructive', error: actionError });
    } finally {
      setBusy(null);
    }
  }

  function body() {
    if (!devices && error) {
      return (
        <LoadError
          variant="card"
          title="Your devices could not be loaded"
          error={error}
          onRetry={() => refetch().catch((retryError: unknown) => console.error('Devices retry failed', retryError))}
        />
      );
    }
    if (!devices) return <Spinner label="Loading your devices" />;
    return (
      <ul className={styles.list}>
        {devices.map((device) => (
          <Card as="li" size="sm" inset key={device.id} className={styles.device}>
            <DeviceFacts device={device} />
            {!device.current && (
              <Button
                variant="secondary"
                disabled={busy !== null}
                aria-label={`Sign out ${device.browser} on ${device.os}`}
                onClick={() => void act(device.id, () => signOut(device.id), 'Device signed out')}
              >
                Sign Out
              </Button>
            )}
          </Card>
        ))}
      </ul>
    );
  }

  return (
    <Card aria-labelledby="signed-in-devices-title" className={styles.card}>
      <CardHeader
        title="Signed-In Devices"
        titleId="signed-in-devices-title"
        intro={intro}
        actions={
          others > 0 ? (
            <Button
              variant="secondary"
              disabled={busy !== null}
              onClick={() => void act('others', signOutOthers, 'Signed out of every other device')}
            >
              Sign Out of All Other Devices
            </Button>
          ) : undefined
        }
      />
      {body()}
    </Card>
  );
}

function DeviceFacts({ device }: { device: ListedDevice }) {
  return (
    <div className={styles.facts}>
      <p className={styles.name}>
        {device.browser} on {device.os}
        {device.current && <span className={styles.current}>This device</span>}
      </p>
      <p className={styles.meta}>
        {device.profileName ? `Watching as ${device.profileName} · ` : ''}From {device.network}
      </p>
      <p className={styles.meta}>
        Signed in {timeOf(device.signedInAt)} · Last active {device.current ? 'now' : timeOf(device.lastActiveAt)}
      </p>
    </div>
  );
}
