import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../build-test-app.ts';
import { createUser } from '../factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const login = (email: string, password: string, ip: string, lang = 'en') =>
  t.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email, password },
    remoteAddress: ip,
    headers: { lang },
  });

const statusesOf = (responses: { statusCode: number }[]) =>
  responses.map((r) => r.statusCode).sort((a, b) => a - b);

/** As if every address had made its latest sign-in attempt `seconds` ago. */
const setLastAttempts = (seconds: number) =>
  t.db.execute(
    sql`update throttle_counters set last_hit_at = now() - make_interval(secs => ${seconds})
      where key like 'login-pair:%'`,
  );

describe('sign-in throttle', () => {
  it('lets at most ten of fifty parallel guesses from one address reach the password check', async () => {
    await createUser(t.db, { email: 'burst@example.test', password: 'correct horse' });
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => login('burst@example.test', 'wrong horse', '10.9.0.1')),
    );
    const statuses = statusesOf(answers);
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(40);
    const refused = answers.find((r) => r.statusCode === 429);
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  });

  it('lets the owner in from a clean address while an attacker rotates addresses', async () => {
    await createUser(t.db, { email: 'owner@example.test', password: 'correct horse' });
    for (let i = 0; i < 40; i++) {
      const guess = await login('owner@example.test', `guess ${i}`, `10.8.${i}.1`);
      expect(guess.statusCode).toBe(401);
    }
    const owner = await login('owner@example.test', 'correct horse', '10.7.0.1');
    expect(owner.statusCode).toBe(200);
  });

  it('makes an owner whose address failed wait at most 30 s after their own attempt, however hard others guess', async () => {
    await createUser(t.db, { email: 'typo@example.test', password: 'correct horse' });
    expect((await login('typo@example.test', 'typo', '10.6.0.1')).statusCode).toBe(401);
    for (let i = 0; i < 12; i++) {
      await login('typo@example.test', `guess ${i}`, `10.6.1.${i}`);
    }
    // However slow the machine, the owner tries again right after their own failure.
    await setLastAttempts(0);
    const waiting = await login('typo@example.test', 'correct horse', '10.6.0.1');
    expect(waiting.statusCode).toBe(429);
    const seconds = Number(waiting.headers['retry-after']);
    expect(seconds).toBeGreaterThanOrEqual(1);
    expect(seconds).toBeLessThanOrEqual(30);
    expect(waiting.json()).toEqual({
      code: 'TOO_MANY_LOGIN_ATTEMPTS',
      message: `Too many failed sign-in attempts. Try again in ${seconds} s`,
    });
    await setLastAttempts(31);
    // The attacker keeps going from fresh addresses while the owner waits.
    for (let i = 0; i < 8; i++) {
      await login('typo@example.test', `guess ${i}`, `10.6.2.${i}`);
    }
    expect((await login('typo@example.test', 'correct horse', '10.6.0.1')).statusCode).toBe(200);
  });

  it('refuses an address that tries more than fifty accounts, and only that address', async () => {
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) => login(`ghost${i}@example.test`, 'nope', '10.5.0.1')),
    );
    const statuses = statusesOf(answers);
    expect(statuses.filter((s) => s === 401)).toHaveLength(50);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
    await createUser(t.db, { email: 'neighbour@example.test', password: 'correct horse' });
    expect((await login('neighbour@example.test', 'correct horse', '10.5.0.1')).statusCode).toBe(
      429,
    );
    expect((await login('neighbour@example.test', 'correct horse', '10.5.0.2')).statusCode).toBe(
      200,
    );
  });

  it('keeps no e-mail or address in its counters', async () => {
    await login('private@example.test', 'nope', '10.4.0.1');
    const { rows } = await t.db.execute<{ key: string }>(sql`select key from throttle_counters`);
    expect(rows.length).toBeGreaterThan(0);
    for (const { key } of rows) {
      expect(key).not.toContain('private');
      expect(key).not.toContain('10.4.0.1');
    }
  });
});
