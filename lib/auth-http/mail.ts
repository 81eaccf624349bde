// The e-mails the account routes send, queued in the outbox (lib/mail) and delivered by the jobs.
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
  const link = absoluteUrl(`/confirm-email?token=${encodeURIComponent(token)}`);
  await send(
    db,
    'email-verification',
    to,
    `Confirm your e-mail address for ${siteIdentity.name}`,
    [
      'Please confirm your e-mail address: open this link and press Confirm Address (valid for 24 hours):',
      link,
    ].join('\n'),
  );
}

export async function sendEmailChangedNotice(db: Database, to: string, newEmail: string) {
  await send(
    db,
    'email-changed',
    to,
    `Your ${siteIdentity.name} e-mail address is being changed`,
    [
      `Someone signed in to your account asked to change its e-mail address to ${newEmail}.`,
      'It changes once the link we sent to that address is followed.',
      'If you did not do this, reset your password and contact us straight away.',
    ].join('\n'),
  );
}

/** Two-factor was turned on: the owner approves it from their inbox, or learns of an intruder. */
export async function sendTwoFactorApprovalMail(db: Database, to: string, token: string) {
  const link = absoluteUrl(`/approve-two-factor?token=${encodeURIComponent(token)}`);
  await send(
    db,
    'two-factor-approval',
    to,
    `Two-factor authentication is on for your ${siteIdentity.name} account`,
    [
      'Two-factor authentication was just turned on for your account.',
      'If it was you, open this link and press Confirm Two-Factor (it works once, within seven days):',
      link,
      'Until you do, resetting your password by e-mail turns two-factor off again.',
      '',
      'If it was not you, reset your password now: that signs everyone out and turns it off.',
      absoluteUrl('/forgot-password'),
    ].join('\n'),
  );
}

/** Someone tried to register an address that already has an account: its owner hears of it. */
export async function sendAccountExistsMail(db: Database, to: string) {
  await send(
    db,
    'account-exists',
    to,
    `You already have a ${siteIdentity.name} account`,
    [
      'Someone, hopefully you, tried to create an account with this e-mail address, which already has one.',
      `Sign in here: ${absoluteUrl('/login')}`,
      `Forgot your password? Ask for a new one here: ${absoluteUrl('/forgot-password')}`,
      '',
      'If it was not you, you can ignore this e-mail: nothing has changed.',
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
