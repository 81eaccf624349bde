import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '@/lib/auth/password';
import { safeRedirectPath } from '@/lib/auth/redirect';
import { parseAppEnv } from '@/lib/env';
import { openSecret, sealSecret } from '@/lib/auth/secret-box';
import { registerSchema } from '@/lib/validation/auth';

describe('password hashing', () => {
  it('stores a salted scrypt hash at the configured cost that verifies only the right password', async () => {
    // OWASP's cost unless configured; the test suites configure the lowest allowed (vitest config).
    expect(parseAppEnv({}).PASSWORD_HASH_COST).toBe(17);
    expect(() => parseAppEnv({ PASSWORD_HASH_COST: '10' })).toThrow(/at least 14/);
    const hash = await hashPassword('correct horse battery staple');
    expect(hash).toMatch(/^scrypt\$14\$8\$1\$[\w-]+\$[\w-]+$/);
    expect(hash).not.toContain('correct horse');
    expect(await verifyPassword('correct horse battery staple', hash)).toBe(true);
    expect(await verifyPassword('correct horse battery stapl', hash)).toBe(false);
    expect(await hashPassword('correct horse battery staple')).not.toBe(hash);
  });

  it('verifies a hash at the cost it was made with, whatever new hashes cost now', async () => {
    // scrypt, N=2^17, of the phrase below with the salt "0123456789abcdef".
    const made17 =
      'scrypt$17$8$1$MDEyMzQ1Njc4OWFiY2RlZg$6FprYHTFsXknvwZ92YQBgBBStM5YQLYkqgAq-B0yKwM';
    expect(await verifyPassword('correct horse battery staple', made17)).toBe(true);
    expect(await verifyPassword('correct horse battery stapl', made17)).toBe(false);
  });

  it('refuses a hash in an unknown format instead of throwing', async () => {
    expect(await verifyPassword('anything', 'md5$abc')).toBe(false);
  });
});

describe('new password rules', () => {
  const base = { name: 'Ana Lee', email: 'ana@example.com' };

  it('needs at least 8 characters', () => {
    const result = registerSchema.safeParse({ ...base, password: 'short1!' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Password must be at least 8 characters');
  });

  it('refuses commonly breached passwords whatever their case', () => {
    for (const password of ['password123', 'Password123', 'QWERTYUIOP', 'iloveyou1']) {
      const result = registerSchema.safeParse({ ...base, password });
      expect(result.success, password).toBe(false);
      expect(result.error?.issues[0]?.message).toMatch(/too common/);
    }
  });

  it('accepts long passphrases of 64 characters and more', () => {
    const password = 'a studio in london where we record podcasts every single weekday!';
    expect(password.length).toBeGreaterThanOrEqual(64);
    expect(registerSchema.safeParse({ ...base, password }).success).toBe(true);
  });
});

describe('sign-in redirect', () => {
  it('keeps same-site paths with their query', () => {
    expect(safeRedirectPath('/account/settings?tab=2')).toBe('/account/settings?tab=2');
    expect(safeRedirectPath('/admin/users')).toBe('/admin/users');
  });

  it('refuses open redirects to other sites', () => {
    for (const target of [
      'https://evil.example',
      'https://evil.example/account',
      '//evil.example',
      '/\\evil.example',
      '\\\\evil.example',
      '/\t/evil.example',
      'javascript:alert(1)',
      'account',
      '',
    ]) {
      expect(safeRedirectPath(target), target).toBe('/account');
    }
  });
});

describe('secrets at rest', () => {
  it('encrypts with authentication, so a changed ciphertext does not open', async () => {
    const sealed = await sealSecret('JBSWY3DPEHPK3PXP');
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(await openSecret(sealed)).toBe('JBSWY3DPEHPK3PXP');
    const [version, iv, tag, ciphertext] = sealed.split('.') as [string, string, string, string];
    const flipped = Buffer.from(ciphertext, 'base64url');
    flipped[0] = flipped[0]! ^ 1;
    const tampered = [version, iv, tag, flipped.toString('base64url')].join('.');
    await expect(openSecret(tampered)).rejects.toThrow();
  });
});
