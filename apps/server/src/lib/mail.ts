import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { AppError } from './app-error.ts';

export type MailMessage = {
  /** What the message is for: the only thing about it a log line names. */
  kind:
    | 'invitation'
    | 'added-to-project'
    | 'plan-link'
    | 'password-reset'
    | 'first-root'
    | 'diagnostic-card-sent'
    | 'ticket-updated'
    | 'booking-confirmed'
    | 'booking-new'
    | 'booking-moved'
    | 'booking-cancelled'
    | 'booking-reminder';
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Files that go with it (a calendar invitation). */
  attachments?: { filename: string; content: string; contentType: string }[];
};

export type Mailer = {
  send: (message: MailMessage) => Promise<void>;
  close: () => void;
};

/**
 * Sends over SMTP when SMTP_URL is set. Without it (local use), each message is written to the
 * outbox folder as an .eml file, where its links can be followed. Messages carry live links and
 * addresses, so logs say only what kind of message went where on disk, never its content.
 */
export function createMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string;
  log: (message: string, details: Record<string, unknown>) => void;
}): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      send: async ({ kind, ...message }) => {
        try {
          await transport.sendMail({ from: options.from, ...message });
        } catch (error) {
          // An SMTP reply may quote the recipient: only the error's code is kept.
          const code = (error as { code?: unknown }).code;
          options.log('mail could not be sent', {
            kind,
            code: typeof code === 'string' ? code : undefined,
          });
          throw new AppError('MAIL_FAILED');
        }
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    send: async ({ kind, ...message }) => {
      const info = await transport.sendMail({ from: options.from, ...message });
      await fs.mkdir(options.outboxDir, { recursive: true });
      const name = `${new Date().toISOString().replaceAll(':', '-')}-${kind}-${randomUUID()}.eml`;
      const file = path.join(options.outboxDir, name);
      // Written aside and renamed, so a reader of the outbox never sees half a message.
      await fs.writeFile(`${file}.part`, info.message as Buffer, { mode: 0o600 });
      await fs.rename(`${file}.part`, file);
      options.log('mail written to the outbox (no SMTP_URL)', { kind, file });
    },
    close: () => transport.close(),
  };
}
