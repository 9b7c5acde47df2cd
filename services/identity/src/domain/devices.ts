import { hash } from 'node:crypto';
import Bowser from 'bowser';
import type { AdminSession, MemberSession } from '@cinevia/shared-models';

/** A kind of device, as its list shows an icon for it. */
export type DeviceKind = 'desktop' | 'mobile' | 'tablet' | 'tv' | 'unknown';

/** One of a member's (or the administrator's) signed-in devices, as Account Settings lists it. */
export interface SignedInDevice {
  /** The session's handle (never its id, the cookie's secret). */
  id: string;
  /** Whether it is the device asking. */
  current: boolean;
  browser: string;
  os: string;
  kind: DeviceKind;
  /** The profile it watches as; null for a profile since deleted, and for the administrator's. */
  profileName: string | null;
  /** The network it signed in from: a /24 or a /48. */
  network: string;
  signedInAt: Date | null;
  lastActiveAt: Date | null;
}

const KINDS = new Set<DeviceKind>(['desktop', 'mobile', 'tablet', 'tv']);

/** A browser, its system and the kind of device, read from a User-Agent (Bowser); unknown where it says nothing. */
export function describeUserAgent(userAgent: string): Pick<SignedInDevice, 'browser' | 'os' | 'kind'> {
  if (!userAgent.trim()) return { browser: 'Unknown browser', os: 'Unknown system', kind: 'unknown' };
  const { browser, os, platform } = Bowser.parse(userAgent);
  const kind = platform.type && KINDS.has(platform.type as DeviceKind) ? (platform.type as DeviceKind) : 'unknown';
  return { browser: browser.name || 'Unknown browser', os: os.name || 'Unknown system', kind };
}

const timeOf = (seconds: number) => (seconds > 0 ? new Date(seconds * 1_000) : null);

/** A member's sessions as their list of devices, each with the profile it watches as. */
export function signedInDevices(
  sessions: readonly MemberSession[],
  profiles: readonly { id: string; name: string }[],
  currentHandle: string | null,
): SignedInDevice[] {
  const profileName = (id: string) => profiles.find((profile) => profile.id === id)?.name ?? null;
  const named = sessions.map(({ session, ...rest }) => ({ ...rest, profileName: profileName(session.profileId) }));
  return asDevices(named, currentHandle);
}

/** The administrator's sessions as the admin portal's list of devices. */
export const adminDevices = (sessions: readonly AdminSession[], currentHandle: string | null): SignedInDevice[] =>
  asDevices(
    sessions.map((session) => ({ ...session, profileName: null })),
    currentHandle,
  );

/** Sessions as a list of devices, the one asking first, then the last used first. */
function asDevices(
  sessions: readonly (AdminSession & { profileName: string | null })[],
  currentHandle: string | null,
): SignedInDevice[] {
  return sessions
    .map(({ handle, device, profileName }) => ({
      id: handle,
      current: handle === currentHandle,
      ...describeUserAgent(device.userAgent),
      profileName,
      network: device.network,
      signedInAt: timeOf(device.signedInAt),
      lastActiveAt: timeOf(device.lastActiveAt),
    }))
    .sort(
      (a, b) =>
        Number(b.current) - Number(a.current) || (b.lastActiveAt?.getTime() ?? 0) - (a.lastActiveAt?.getTime() ?? 0),
    );
}

/** A device as the account remembers it (a browser on a system, digested), and as a mail names it. */
export function deviceIdentity(userAgent: string): { key: string; name: string } {
  const { browser, os } = describeUserAgent(userAgent);
  const name = `${browser} on ${os}`;
  return { key: hash('sha256', name, 'base64url').slice(0, 16), name };
}
