import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { bearer, createToken, createUser } from '../../../test/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const updateProfile = (token: string, payload: object, lang = 'en') =>
  t.app.inject({
    method: 'POST',
    url: '/api/users/profile',
    headers: { ...bearer(token), lang },
    payload,
  });

describe('POST /users/profile', () => {
  it('updates own name and phone and returns the user', async () => {
    const user = await createUser(t.db, { name: 'Old Name' });
    const res = await updateProfile(await createToken(t.db, user.id), {
      name: '  Olha Petrenko ',
      phone: '+380 (67) 123-45-67',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      id: user.id,
      name: 'Olha Petrenko',
      phone: '+380 (67) 123-45-67',
    });
  });

  it('rejects a short name and a bad phone with localized bounds and changes nothing', async () => {
    const user = await createUser(t.db, { name: 'Kept Name' });
    const token = await createToken(t.db, user.id);
    const res = await updateProfile(token, { name: 'A', phone: 'call me' }, 'ru');
    expect(res.statusCode).toBe(400);
    expect(res.json().details.fields).toEqual([
      { path: 'name', message: 'Имя должно содержать от 2 до 100 символов' },
      { path: 'phone', message: 'Некорректный номер телефона' },
    ]);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/check-token',
      headers: bearer(token),
    });
    expect(me.json().data.name).toBe('Kept Name');
  });

  it('keeps the interface language on the account and refuses a language it does not offer', async () => {
    const user = await createUser(t.db);
    const token = await createToken(t.db, user.id);
    const checkToken = () =>
      t.app.inject({ method: 'GET', url: '/api/check-token', headers: bearer(token) });
    expect((await checkToken()).json().data.language).toBeNull();

    const chosen = await updateProfile(token, { language: 'uk' });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json().data.language).toBe('uk');
    // A new sign-in (another browser) gets the account's language back.
    const other = await createToken(t.db, user.id);
    const elsewhere = await t.app.inject({
      method: 'GET',
      url: '/api/check-token',
      headers: bearer(other),
    });
    expect(elsewhere.json().data.language).toBe('uk');

    const refused = await updateProfile(token, { language: 'de' }, 'pl');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details.fields).toEqual([
      { path: 'language', message: 'Nieprawidłowa wartość' },
    ]);
    expect((await checkToken()).json().data.language).toBe('uk');
  });

  it('lets the database refuse a language outside the four', async () => {
    const user = await createUser(t.db);
    await expect(
      t.db.execute(sql`update users set language = 'de' where id = ${user.id}`),
    ).rejects.toMatchObject({ cause: { constraint: 'users_language_valid' } });
  });

  it('changes the password only with the right old password, ending other sessions', async () => {
    const user = await createUser(t.db, { email: 'pw@example.test', password: 'first password' });
    const token = await createToken(t.db, user.id);
    const otherDevice = await createToken(t.db, user.id);

    const missingOld = await updateProfile(token, { password: 'second password' });
    expect(missingOld.statusCode).toBe(400);
    expect(missingOld.json().details.fields).toEqual([
      { path: 'oldPassword', message: 'Required field' },
    ]);

    const wrongOld = await updateProfile(token, {
      password: 'second password',
      oldPassword: 'nope',
    });
    expect(wrongOld.statusCode).toBe(422);
    expect(wrongOld.json()).toMatchObject({
      code: 'WRONG_OLD_PASSWORD',
      message: 'The current password is wrong',
      details: { fields: [{ path: 'oldPassword', message: 'The current password is wrong' }] },
    });

    const tooShort = await updateProfile(token, {
      password: 'short',
      oldPassword: 'first password',
    });
    expect(tooShort.json().details.fields).toEqual([
      { path: 'password', message: 'Password must have 8 to 128 characters' },
    ]);

    const ok = await updateProfile(token, {
      password: 'second password',
      oldPassword: 'first password',
    });
    expect(ok.statusCode).toBe(200);

    const login = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: 'pw@example.test', password },
      });
    expect((await login('first password')).statusCode).toBe(401);
    expect((await login('second password')).statusCode).toBe(200);
    const check = (tk: string) =>
      t.app.inject({ method: 'GET', url: '/api/check-token', headers: bearer(tk) });
    expect((await check(token)).statusCode).toBe(200);
    expect((await check(otherDevice)).statusCode).toBe(401);
  });

  it('removes the avatar and refuses unknown fields', async () => {
    const user = await createUser(t.db);
    const token = await createToken(t.db, user.id);
    expect((await updateProfile(token, { avatar: null })).json().data.avatar).toBeNull();
    const res = await updateProfile(token, { isRoot: true });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.fields).toEqual([{ path: 'isRoot', message: 'Unknown field' }]);
  });
});
