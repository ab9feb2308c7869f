import { SMTPServer } from 'smtp-server';

export type ReceivedMail = { to: string[]; raw: string; subject: string; text: string };

/** Undoes quoted-printable: soft line breaks and =XX bytes (UTF-8). */
function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i] ?? ''));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** The decoded text/plain part of a message as nodemailer writes it. */
export function readTextPart(raw: string): string {
  const match = /Content-Type: text\/plain[\s\S]*?\r?\n\r?\n([\s\S]*?)(?:\r?\n--|$)/i.exec(raw);
  const body = match?.[1] ?? '';
  const header = /Content-Type: text\/plain[\s\S]*?\r?\n\r?\n/i.exec(raw)?.[0] ?? '';
  if (/quoted-printable/i.test(header)) return decodeQuotedPrintable(body);
  if (/base64/i.test(header))
    return Buffer.from(body.replace(/\s/g, ''), 'base64').toString('utf8');
  return body;
}

function readSubject(raw: string): string {
  const line = /^Subject: (.*(?:\r?\n[ \t].*)*)/im.exec(raw)?.[1] ?? '';
  // Encoded words (=?UTF-8?B?...?= or =?UTF-8?Q?...?=), folded over several lines.
  return line
    .replace(/\r?\n[ \t]/g, ' ')
    .replace(/=\?UTF-8\?([BQ])\?([^?]*)\?=\s*/gi, (_, kind: string, data: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    )
    .trim();
}

/**
 * A real SMTP server on a free loopback port that keeps what it receives. With `rejectAll` it
 * refuses every recipient, as a failing mail provider would.
 */
export async function startSmtpServer(
  options: { rejectAll?: boolean; port?: number; onMessage?: (mail: ReceivedMail) => void } = {},
) {
  const messages: ReceivedMail[] = [];
  let rejectAll = options.rejectAll ?? false;
  // While held, messages are read but not acknowledged: the sender waits, as on a slow provider.
  let held: Promise<void> = Promise.resolve();
  let release = () => {};
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (rejectAll) callback(new Error(`Mailbox ${address.address} unavailable`));
      else callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const mail = {
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          subject: readSubject(raw),
          text: readTextPart(raw),
        };
        void held.then(() => {
          messages.push(mail);
          options.onMessage?.(mail);
          callback();
        });
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
    messages,
    /** Holds every message until `release` is called. */
    hold: () => {
      held = new Promise<void>((resolve) => {
        release = resolve;
      });
    },
    release: () => release(),
    /** Starts or stops refusing every recipient, as a provider that fails for a while. */
    setRejectAll: (value: boolean) => {
      rejectAll = value;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export function findInvitationToken(mail: ReceivedMail): string {
  const token = /accept-invite\?token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
  if (!token) throw new Error(`No invitation link in:\n${mail.text}`);
  return token;
}

export function findPasswordResetToken(mail: ReceivedMail): string {
  const token = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
  if (!token) throw new Error(`No password reset link in:\n${mail.text}`);
  return token;
}
