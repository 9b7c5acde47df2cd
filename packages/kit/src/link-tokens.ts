import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';
import { LINK_TOKEN_BYTES } from '@cinevia/proto';

/**
 * Tokens of mailed links (password reset, email verification, email change). The service that
 * issues one stores only its SHA-256 digest; the token travels to notifications sealed with
 * AES-256-GCM under a key derived from the secret every service already shares, so it is never in
 * clear in an outbox, a stream or a log. Only the mail it goes into holds it in clear.
 */
const INFO = 'cinevia mail link tokens v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

function keyFrom(secret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), INFO, 32));
}

/** A new token (base64url, 43 characters) and the digest to store in its place. */
export function newLinkToken(): { token: string; digest: string } {
  const token = randomBytes(LINK_TOKEN_BYTES).toString('base64url');
  return { token, digest: linkTokenDigest(token) };
}

export function linkTokenDigest(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

export function sealLinkToken(token: string, secret: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', keyFrom(secret), iv);
  const sealed = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
}

/** The token inside `sealed`; throws when it was sealed under another secret or altered. */
export function openLinkToken(sealed: string, secret: string): string {
  const bytes = Buffer.from(sealed, 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', keyFrom(secret), bytes.subarray(0, IV_BYTES));
  decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
}
