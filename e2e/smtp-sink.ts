/**
 * The end-to-end tests' mail server: a real SMTP server (the same one the server tests use) that
 * writes every message it receives as JSON into MAIL_DIR, where the journeys read their links.
 */
import fs from 'node:fs';
import path from 'node:path';
import { startSmtpServer } from '../apps/server/test/smtp.ts';

const port = Number(process.env.E2E_SMTP_PORT ?? 4025);
const dir = process.env.MAIL_DIR ?? 'test-results/e2e-mail';
fs.mkdirSync(dir, { recursive: true });
let count = 0;
await startSmtpServer({
  port,
  onMessage: (mail) => {
    count += 1;
    fs.writeFileSync(
      path.join(dir, `${String(count).padStart(4, '0')}.json`),
      JSON.stringify(mail),
    );
  },
});
console.log(`SMTP sink listening on 127.0.0.1:${port}, writing to ${dir}`);
