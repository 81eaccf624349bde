import { z } from 'zod';
import type { MailAttachment } from '../db/schema/mail';

export type OutgoingMail = {
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  attachments?: MailAttachment[];
  /** Extra header lines, e.g. List-Unsubscribe on newsletter mail. */
  headers?: Record<string, string>;
};

export interface MailTransport {
  /** Recorded on each delivered message: `outbox` (embedded default) or `smtp`. */
  readonly name: 'outbox' | 'smtp';
  send(mail: OutgoingMail): Promise<void>;
}

const mailEnvSchema = z.object({
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'SMTP_URL must be an smtp:// or smtps:// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  MAIL_FROM: z.string().min(3).default('London Podcast Studio <no-reply@localhost>'),
});

// Embedded default: the outbox table is the mailbox, so "sending" only marks the message delivered.
const outboxTransport: MailTransport = { name: 'outbox', send: async () => {} };

let cached: MailTransport | undefined;

/** How mail leaves the site, for the admin settings page. */
export function mailSettings(env: Record<string, string | undefined> = process.env) {
  const parsed = mailEnvSchema.parse(env);
  return {
    transport: parsed.SMTP_URL ? ('smtp' as const) : ('outbox' as const),
    from: parsed.MAIL_FROM,
  };
}

export function mailTransport(): MailTransport {
  if (cached) return cached;
  const env = mailEnvSchema.parse(process.env);
  if (!env.SMTP_URL) return (cached = outboxTransport);
  const smtpUrl = env.SMTP_URL;
  let smtp: Promise<import('nodemailer').Transporter> | undefined;
  cached = {
    name: 'smtp',
    async send(mail) {
      smtp ??= import('nodemailer').then((nodemailer) => nodemailer.createTransport(smtpUrl));
      await (
        await smtp
      ).sendMail({
        from: env.MAIL_FROM,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html ?? undefined,
        headers: mail.headers,
        attachments: (mail.attachments ?? []).map((attachment) => ({
          filename: attachment.filename,
          contentType: attachment.contentType,
          content: Buffer.from(attachment.contentBase64, 'base64'),
        })),
      });
    },
  };
  return cached;
}
