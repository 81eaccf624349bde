import type { Database } from '../db';
import { appEnv } from '../env';
import { kickJobWorker } from '../jobs';
import { queueMail } from '../mail';
import { siteIdentity } from '../site';

// Links use the configured SITE_URL, never the request's Host header (which an attacker controls).
function siteLink(path: string): string {
  return new URL(path, appEnv().SITE_URL).toString();
}

async function send(db: Database, kind: string, to: string, subject: string, text: string) {
  await queueMail(db, kind, { to, subject, text });
  kickJobWorker();
}

export async function sendPasswordResetMail(db: Database, to: string, token: string) {
  const link = siteLink(`/reset-password/${token}`);
  await send(
    db,
    'password-reset',
    to,
    `Reset your ${siteIdentity.name} password`,
    [
      'Someone asked to reset the password of your account.',
      `Choose a new password here (the link works once, within one hour):`,
      link,
      '',
      'If it was not you, ignore this e-mail: your password stays as it is.',
    ].join('\n'),
  );
}

export async function sendEmailVerificationMail(db: Database, to: string, token: string) {
  const link = siteLink(`/api/auth/verify-email?token=${encodeURIComponent(token)}`);
  await send(
    db,
    'email-verification',
    to,
    `Confirm your e-mail address for ${siteIdentity.name}`,
    ['Please confirm your e-mail address by opening this link (valid for 24 hours):', link].join(
      '\n',
    ),
  );
}

export async function sendEmailChangedNotice(db: Database, to: string, newEmail: string) {
  await send(
    db,
    'email-changed',
    to,
    `Your ${siteIdentity.name} e-mail address was changed`,
    [
      `The e-mail address of your account was changed to ${newEmail}.`,
      'If you did not do this, reset your password and contact us straight away.',
    ].join('\n'),
  );
}
