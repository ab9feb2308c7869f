import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { AppError } from './app-error.ts';

export type MailMessage = { to: string; subject: string; text: string; html: string };

export type Mailer = {
  send: (message: MailMessage) => Promise<void>;
  close: () => void;
};

/**
 * Sends over SMTP when SMTP_URL is set. Without it (local use), each message is written to the
 * outbox folder as an .eml file and logged, so links in it can still be followed.
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
      send: async (message) => {
        try {
          await transport.sendMail({ from: options.from, ...message });
        } catch (error) {
          options.log('mail could not be sent', { to: message.to, error: String(error) });
          throw new AppError('MAIL_FAILED');
        }
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    send: async (message) => {
      const info = await transport.sendMail({ from: options.from, ...message });
      await fs.mkdir(options.outboxDir, { recursive: true });
      const file = path.join(
        options.outboxDir,
        `${new Date().toISOString().replaceAll(':', '-')}-${message.to}.eml`,
      );
      await fs.writeFile(file, info.message as Buffer);
      options.log('mail written to the outbox (no SMTP_URL)', {
        to: message.to,
        subject: message.subject,
        file,
        text: message.text,
      });
    },
    close: () => transport.close(),
  };
}
