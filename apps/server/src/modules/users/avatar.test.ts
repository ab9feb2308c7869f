import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { bearer, createToken, createUser } from '../../../test/factories.ts';
import { buildMultipart } from '../../../test/multipart.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const upload = async (token: string, file: { name: string; type: string; data: Buffer }) => {
  const body = buildMultipart({}, file);
  return t.app.inject({
    method: 'POST',
    url: '/api/users/profile/avatar',
    headers: { ...bearer(token), ...body.headers, lang: 'en' },
    payload: body.payload,
  });
};

describe('avatar upload', () => {
  it('turns a photo into a 256 px square WebP served from its own URL', async () => {
    const token = await createToken(t.db, (await createUser(t.db)).id);
    const photo = await sharp({
      create: { width: 800, height: 600, channels: 3, background: '#4c6ef5' },
    })
      .jpeg()
      .toBuffer();
    const res = await upload(token, { name: 'me.jpg', type: 'image/jpeg', data: photo });
    expect(res.statusCode).toBe(200);
    const avatar = res.json().data.avatar as string;
    expect(avatar).toMatch(/^\/api\/files\/avatars\/[a-f0-9]{32}\.webp\?expires=\d+&signature=/);

    const image = await t.app.inject({ method: 'GET', url: avatar });
    expect(image.headers['content-type']).toBe('image/webp');
    const meta = await sharp(image.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 256, 256]);
  });

  it('refuses files that are not images, disguised ones included', async () => {
    const token = await createToken(t.db, (await createUser(t.db)).id);
    const res = await upload(token, {
      name: 'virus.png',
      type: 'image/png',
      data: Buffer.from('MZ this is not a picture'),
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({
      code: 'INVALID_IMAGE',
      message: 'Upload a JPEG, PNG or WebP image',
    });
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/users/profile/avatar',
      headers: { ...bearer(token), lang: 'en' },
      payload: { avatar: 'x' },
    });
    expect(json.statusCode).toBe(415);
  });

  it('refuses images over 5 MB and keeps the old avatar', async () => {
    const user = await createUser(t.db);
    const token = await createToken(t.db, user.id);
    const res = await upload(token, {
      name: 'huge.png',
      type: 'image/png',
      data: Buffer.alloc(5 * 1024 * 1024 + 10, 1),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      code: 'IMAGE_TOO_LARGE',
      message: 'The image is larger than 5 MB',
    });
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/check-token',
      headers: bearer(token),
    });
    expect(me.json().data.avatar).toBeNull();
  });

  it('answers 404 for an unknown avatar', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/files/avatars/${'0'.repeat(32)}.webp`,
    });
    expect(res.statusCode).toBe(404);
  });
});
