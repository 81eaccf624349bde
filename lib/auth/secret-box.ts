import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { sessionSecret } from './session-secret';

// A key of its own for data at rest, derived from the session secret, so cookies and stored secrets never share one.
async function key(): Promise<Buffer> {
  const secret = await sessionSecret();
  return Buffer.from(hkdfSync('sha256', secret, 'studio-secret-box', 'totp-secret', 32));
}

/** AES-256-GCM: `v1.<iv>.<tag>.<ciphertext>` in base64url. */
export async function sealSecret(plain: string): Promise<string> {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', await key(), iv);
  const encrypted = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), encrypted]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

export async function openSecret(sealed: string): Promise<string> {
  const [version, iv, tag, encrypted] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || !encrypted)
    throw new Error('Unknown sealed secret format');
  const decipher = createDecipheriv('aes-256-gcm', await key(), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([
    decipher.update(Buffer.from(encrypted, 'base64url')),
    decipher.final(),
  ]).toString('utf8');
}
