import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResets, users } from '../../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../build-test-app.ts';
import { bearer, createToken, createUser } from '../factories.ts';
import { findPasswordResetToken, startSmtpServer } from '../smtp.ts';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await buildTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://slovo.example' });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

let nextAddress = 0;
/** Each test asks from addresses of its own, so the per-address limit is its alone. */
const freshAddress = () => `10.40.${Math.floor(++nextAddress / 250)}.${nextAddress % 250}`;

const askForLink = (email: string, ip = freshAddress(), lang = 'en') =>
  t.app.inject({
    method: 'POST',
    url: '/api/password-reset',
    payload: { email },
    remoteAddress: ip,
    headers: { lang },
  });

const complete = (token: string, password: string, lang = 'en') =>
  t.app.inject({
    method: 'POST',
    url: '/api/password-reset/complete',
    payload: { token, password },
    headers: { lang },
  });

const check = (token: string) =>
  t.app.inject({ method: 'GET', url: `/api/password-reset/check?token=${token}` });

const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });

const mailsTo = (email: string) => smtp.messages.filter((m) => m.to.includes(email));

/** Asks for a link and returns the token from the e-mail that arrives. */
async function receiveLink(email: string, lang = 'en') {
  const before = mailsTo(email).length;
  expect((await askForLink(email, freshAddress(), lang)).statusCode).toBe(200);
  await t.app.services.passwordReset.whenIdle();
  const mail = mailsTo(email).at(before);
  if (!mail) throw new Error(`No reset mail reached ${email}`);
  return { mail, token: findPasswordResetToken(mail) };
}

describe('password reset', () => {
  it('mails a link in the account language and keeps only a hash of its token', async () => {
    const user = await createUser(t.db, { email: 'olha@example.test', password: 'old password' });
    await t.db.update(users).set({ language: 'uk' }).where(eq(users.id, user.id));
    const { mail, token } = await receiveLink('olha@example.test', 'en');
    expect(mail.subject).toBe('Зміна пароля в Slovo');
    expect(mail.text).toContain(`https://slovo.example/reset-password?token=${token}`);
    expect(mail.text).toContain('діє 60 хвилин');
    const rows = await t.db.select().from(passwordResets).where(eq(passwordResets.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('answers a known, an unknown and a deactivated address alike, and mails only the known one', async () => {
    await createUser(t.db, { email: 'known@example.test', password: 'old password' });
    await createUser(t.db, {
      email: 'gone@example.test',
      password: 'old password',
      isActive: false,
    });
    // Invited, never signed up: the invitation is their way in, not a reset link.
    await createUser(t.db, { email: 'invited@example.test' });
    const answers = await Promise.all(
      [
        'known@example.test',
        'nobody@example.test',
        'gone@example.test',
        'invited@example.test',
      ].map((email) => askForLink(email)),
    );
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.body).toBe(answers[0]?.body);
    }
    expect(answers[0]?.json()).toEqual({ data: { ok: true } });
    await t.app.services.passwordReset.whenIdle();
    expect(mailsTo('known@example.test')).toHaveLength(1);
    expect(mailsTo('nobody@example.test')).toHaveLength(0);
    expect(mailsTo('gone@example.test')).toHaveLength(0);
    expect(mailsTo('invited@example.test')).toHaveLength(0);
  });

  it('answers before the mail is sent, so a slow mail server tells nothing about the account', async () => {
    await createUser(t.db, { email: 'slow@example.test', password: 'old password' });
    smtp.hold();
    try {
      const answer = await askForLink('slow@example.test');
      expect(answer.statusCode).toBe(200);
      expect(mailsTo('slow@example.test')).toHaveLength(0);
    } finally {
      smtp.release();
    }
    await t.app.services.passwordReset.whenIdle();
    expect(mailsTo('slow@example.test')).toHaveLength(1);
  });

  it('sets the new password once, ends every session and spends the link', async () => {
    const user = await createUser(t.db, { email: 'reset@example.test', password: 'old password' });
    const sessions = [await createToken(t.db, user.id), await createToken(t.db, user.id)];
    const { token } = await receiveLink('reset@example.test');

    expect((await check(token)).json()).toEqual({ data: { email: 'reset@example.test' } });
    const done = await complete(token, 'brand new password');
    expect(done.statusCode).toBe(200);
    for (const session of sessions) {
      const me = await t.app.inject({
        method: 'GET',
        url: '/api/check-token',
        headers: bearer(session),
      });
      expect(me.statusCode).toBe(401);
    }
    expect((await login('reset@example.test', 'old password')).statusCode).toBe(401);
    expect((await login('reset@example.test', 'brand new password')).statusCode).toBe(200);

    const again = await complete(token, 'another password');
    expect(again.statusCode).toBe(410);
    expect(again.json()).toEqual({
      code: 'INVALID_RESET_LINK',
      message: 'This password reset link no longer works: it has been used or has expired',
    });
    expect((await check(token)).statusCode).toBe(410);
    expect((await login('reset@example.test', 'brand new password')).statusCode).toBe(200);
  });

  it('lets two tabs use one link only once', async () => {
    await createUser(t.db, { email: 'tabs@example.test', password: 'old password' });
    const { token } = await receiveLink('tabs@example.test');
    const answers = await Promise.all([
      complete(token, 'first new password'),
      complete(token, 'second new password'),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 410]);
  });

  it('ends older links when one is used', async () => {
    await createUser(t.db, { email: 'twice@example.test', password: 'old password' });
    const first = await receiveLink('twice@example.test');
    const second = await receiveLink('twice@example.test');
    expect((await complete(second.token, 'brand new password')).statusCode).toBe(200);
    expect((await complete(first.token, 'sneaky password')).statusCode).toBe(410);
    expect((await login('twice@example.test', 'brand new password')).statusCode).toBe(200);
  });

  it('refuses an expired link and keeps the old password', async () => {
    const user = await createUser(t.db, { email: 'late@example.test', password: 'old password' });
    const { token } = await receiveLink('late@example.test');
    await t.db
      .update(passwordResets)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(passwordResets.userId, user.id));
    expect((await check(token)).statusCode).toBe(410);
    expect((await complete(token, 'brand new password')).statusCode).toBe(410);
    expect((await login('late@example.test', 'old password')).statusCode).toBe(200);
  });

  it('refuses a link of an account deactivated since it was sent', async () => {
    const user = await createUser(t.db, { email: 'left@example.test', password: 'old password' });
    const { token } = await receiveLink('left@example.test');
    await t.db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
    expect((await complete(token, 'brand new password')).statusCode).toBe(410);
  });

  it('refuses a short password in the caller language and leaves the link usable', async () => {
    await createUser(t.db, { email: 'short@example.test', password: 'old password' });
    const { token } = await receiveLink('short@example.test');
    const refused = await complete(token, 'short', 'uk');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details.fields).toEqual([
      { path: 'password', message: 'Пароль має містити від 8 до 128 символів' },
    ]);
    expect((await check(token)).statusCode).toBe(200);
    expect((await login('short@example.test', 'old password')).statusCode).toBe(200);
  });

  it('limits links per e-mail the same way whether or not the account exists', async () => {
    await createUser(t.db, { email: 'flood@example.test', password: 'old password' });
    for (const email of ['flood@example.test', 'no-flood@example.test']) {
      for (let i = 0; i < 5; i++) {
        expect((await askForLink(email)).statusCode).toBe(200);
      }
      const refused = await askForLink(email, freshAddress(), 'en');
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000);
      expect(refused.json().code).toBe('TOO_MANY_RESET_REQUESTS');
    }
    await t.app.services.passwordReset.whenIdle();
    expect(mailsTo('flood@example.test')).toHaveLength(5);
  });

  it('limits links asked from one address over many e-mails', async () => {
    const ip = freshAddress();
    for (let i = 0; i < 20; i++) {
      expect((await askForLink(`sweep${i}@example.test`, ip)).statusCode).toBe(200);
    }
    const refused = await askForLink('sweep-last@example.test', ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    // Another address is not held back by this one.
    expect((await askForLink('sweep-last@example.test')).statusCode).toBe(200);
  });
});
