import type { Database } from '../db';
import { kickJobWorker } from '../jobs';
import { queueMail } from '../mail';
import { siteIdentity } from '../site';
import { absoluteUrl } from '../site-url';

async function send(
  db: Database,
  kind: string,
  to: string,
  subject: string,
  text: string,
  kickJobs: () => void = kickJobWorker,
) {
  await queueMail(db, kind, { to, subject, text });
  kickJobs();
}

export async function sendPasswordResetMail(db: Database, to: string, token: string) {
  const link = absoluteUrl(`/reset-password/${token}`);
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
  const link = absoluteUrl(`/api/auth/verify-email?token=${encodeURIComponent(token)}`);
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

/** The single-use link that lets an invited admin choose a name and password (seven days). */
export async function sendAdminInviteMail(
  db: Database,
  invite: { to: string; token: string; invitedBy: string },
  kickJobs: () => void,
) {
  const link = absoluteUrl(`/invite/${invite.token}`);
  await send(
    db,
    'admin-invite',
    invite.to,
    `You are invited to the ${siteIdentity.name} back office`,
    [
      `${invite.invitedBy} invited you to be an admin of the ${siteIdentity.name} website.`,
      'Choose your name and password here (the link works once, within seven days):',
      link,
      '',
      'If you did not expect this, ignore this e-mail: no one can use the account without the link.',
    ].join('\n'),
    kickJobs,
  );
}
