import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startSmtpServer } from './smtp.ts';

const MAIN = path.resolve(import.meta.dirname, '../src/main.ts');

let root: string;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let server: ChildProcess | null = null;

beforeAll(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'slovo-first-start-'));
  // A folder any user can enter, as a project folder usually is (decision 019).
  await fs.chmod(root, 0o755);
  smtp = await startSmtpServer();
});

afterAll(async () => {
  server?.kill('SIGKILL');
  await smtp?.close();
  await fs.rm(root, { recursive: true, force: true });
});

async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** Starts the server as `npm start` does, without demo data, and returns what it printed. */
async function start(env: Record<string, string>) {
  const port = await freePort();
  const { DATABASE_URL: _, ...inherited } = process.env;
  server = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: {
      ...inherited,
      DATA_DIR: path.join(root, 'data'),
      HOST: '127.0.0.1',
      PORT: String(port),
      DEMO_SEED: 'false',
      WORKERS: 'false',
      SMTP_URL: smtp.url,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  server.stdout?.on('data', (chunk: Buffer) => {
    printed += chunk.toString();
  });
  server.stderr?.on('data', (chunk: Buffer) => {
    printed += chunk.toString();
  });
  const running = server;
  await new Promise<void>((resolve, reject) => {
    const check = () => {
      if (printed.includes('Press Ctrl+C to stop.')) resolve();
      else if (running.exitCode !== null) reject(new Error(`the server exited:\n${printed}`));
      else setTimeout(check, 50);
    };
    check();
  });
  return { url: `http://127.0.0.1:${port}`, printed };
}

async function stop() {
  const running = server;
  if (!running) return;
  const exited = new Promise((resolve) => running.once('exit', resolve));
  running.kill('SIGINT');
  await exited;
  server = null;
}

const post = (url: string, body: object) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

it('a school started without demo data gets its first root account from ROOT_EMAIL', async () => {
  const bare = await start({});
  expect(bare.printed).toContain('No root account can sign in yet');
  expect(bare.printed).toContain('ROOT_EMAIL=');
  await stop();

  const first = await start({ ROOT_EMAIL: ' Head@School.Example ' });
  expect(first.printed).toContain('A link to set its password was e-mailed');
  expect(smtp.messages).toHaveLength(1);
  const mail = smtp.messages[0]!;
  expect(mail.to).toEqual(['head@school.example']);
  expect(mail.subject).toBe('Slovo is running: set the administrator password');
  const link = new URL(/https?:\/\/\S+reset-password\?token=[\w-]+/.exec(mail.text)?.[0] ?? '');
  const token = link.searchParams.get('token') ?? '';
  // The console gets no live link: it ends up in logs.
  expect(first.printed).not.toContain(token);

  const check = await fetch(`${first.url}/api/password-reset/check?token=${token}`);
  expect((await check.json()).data).toEqual({ email: 'head@school.example' });
  const set = await post(`${first.url}/api/password-reset/complete`, {
    token,
    password: 'a long root password',
  });
  expect(set.status).toBe(200);
  const login = await post(`${first.url}/api/login`, {
    email: 'head@school.example',
    password: 'a long root password',
  });
  expect(login.status).toBe(200);
  const session = (await login.json()).data.token as string;
  const me = await fetch(`${first.url}/api/check-token`, {
    headers: { authorization: `Bearer ${session}` },
  });
  expect((await me.json()).data).toMatchObject({ email: 'head@school.example', isRoot: true });
  await stop();

  // Once the root account can sign in, a start with the same setting changes and sends nothing.
  const again = await start({ ROOT_EMAIL: 'someone.else@school.example' });
  expect(again.printed).not.toContain('ROOT_EMAIL');
  expect(smtp.messages).toHaveLength(1);
  const other = await post(`${again.url}/api/login`, {
    email: 'someone.else@school.example',
    password: 'a long root password',
  });
  expect(other.status).toBe(401);
  await stop();
}, 180_000);
