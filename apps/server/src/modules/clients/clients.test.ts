import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createExerciseWorld, type ExerciseWorld } from '../../../test/exercise-world.ts';

let t: TestApp;
let w: ExerciseWorld;
beforeAll(async () => {
  t = await buildTestApp();
  w = await createExerciseWorld(t);
});
afterAll(() => t.close());

const countClients = async () =>
  (await t.db.execute<{ n: number }>(sql`select count(*)::int as n from clients`)).rows[0]?.n;

const student = (overrides: Record<string, unknown> = {}) => ({
  workspace_id: w.workspace.id,
  child_name: 'Sofia',
  client_name: 'Iryna Bondar',
  contact_email: 'iryna@example.com',
  contact_phone: '+380 67 123 45 67',
  birth_date: '2020-02-29',
  gender: 'girl',
  language: 'uk',
  time_zone: 'Europe/Kyiv',
  description: 'Shy at first; loves drawing',
  qualifications: ['dyslalia', 'speechDevelopmentDelay'],
  interest_ids: [w.interests.princesses.id],
  ...overrides,
});

describe('students', () => {
  it('adds a student with their age, interests and the creating teacher', async () => {
    const response = await w.call(w.teacher, 'POST', '/api/clients', student());
    expect(response.statusCode).toBe(200);
    const client = response.json().data;
    expect(client).toMatchObject({
      child_name: 'Sofia',
      birth_date: '2020-02-29',
      qualifications: ['dyslalia', 'speechDevelopmentDelay'],
      interests: [{ id: w.interests.princesses.id, name: 'Princesses' }],
      teacher: { id: w.teacher.id },
      is_archived: false,
      protocol_count: 0,
    });
    expect(client.age).toBeGreaterThanOrEqual(6);
  });

  it('refuses bad input field by field, in the caller’s language, and saves nothing', async () => {
    const before = await countClients();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/clients',
      headers: { authorization: `Bearer ${w.teacher.token}`, lang: 'uk' },
      payload: student({
        child_name: 'S',
        birth_date: '2999-01-01',
        time_zone: 'Mars/Olympus',
        qualifications: ['telepathy'],
        contact_email: 'not-an-email',
      }),
    });
    expect(response.statusCode).toBe(400);
    const paths = response.json().details.fields.map((f: { path: string }) => f.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        'child_name',
        'birth_date',
        'time_zone',
        'qualifications.0',
        'contact_email',
      ]),
    );
    expect(response.json().message).toBe('Перевірте виділені поля');
    expect(await countClients()).toBe(before);
  });

  it('refuses an interest, teacher or diagnostician the project does not have', async () => {
    const before = await countClients();
    const foreignTheme = await w.call(w.stranger, 'POST', '/api/themes', {
      workspace_id: w.other.id,
      name: 'Trains',
      genders: ['boy'],
      min_age: 3,
      max_age: 9,
    });
    for (const overrides of [
      { interest_ids: [foreignTheme.json().data.id] },
      { teacher_id: w.author.id },
      { diagnostician_id: w.teacher.id },
    ]) {
      const response = await w.call(w.teacher, 'POST', '/api/clients', student(overrides));
      expect(response.statusCode).toBe(400);
    }
    expect(await countClients()).toBe(before);
  });

  it('lists with search, qualification filter and archive, and changes a student', async () => {
    const made = (
      await w.call(
        w.teacher,
        'POST',
        '/api/clients',
        student({
          child_name: 'Bohdan',
          qualifications: ['stuttering'],
          contact_email: 'parent-b@example.com',
        }),
      )
    ).json().data;
    const base = `/api/clients?workspace_id=${w.workspace.id}`;
    const found = (await w.call(w.teacher, 'GET', `${base}&term=parent-b`)).json();
    expect(found.data.map((c: { id: number }) => c.id)).toEqual([made.id]);
    const stutter = (await w.call(w.teacher, 'GET', `${base}&qualification=stuttering`)).json();
    expect(stutter.data.map((c: { id: number }) => c.id)).toEqual([made.id]);

    const changed = await w.call(
      w.teacher,
      'PUT',
      `/api/clients/${made.id}`,
      student({ child_name: 'Bohdan K.', qualifications: [] }),
    );
    expect(changed.json().data).toMatchObject({ child_name: 'Bohdan K.', qualifications: [] });

    await w.call(w.teacher, 'POST', `/api/clients/${made.id}/archive`, {
      workspace_id: w.workspace.id,
      is_archived: true,
    });
    const active = (await w.call(w.teacher, 'GET', base)).json().data;
    expect(active.some((c: { id: number }) => c.id === made.id)).toBe(false);
    const archived = (await w.call(w.teacher, 'GET', `${base}&archived=true`)).json().data;
    expect(archived.map((c: { id: number }) => c.id)).toContain(made.id);
  });

  it('hides students of other projects (404), and the list is teachers’', async () => {
    const made = (await w.call(w.teacher, 'POST', '/api/clients', student())).json().data;
    const foreign = await w.call(
      w.stranger,
      'GET',
      `/api/clients/${made.id}?workspace_id=${w.other.id}`,
    );
    expect(foreign.statusCode).toBe(403);
    const otherId = await w.call(
      w.teacher,
      'GET',
      `/api/clients/${made.id}?workspace_id=${w.other.id}`,
    );
    expect(otherId.statusCode).toBe(404);
    const asAuthor = await w.call(w.author, 'GET', `/api/clients?workspace_id=${w.workspace.id}`);
    expect(asAuthor.statusCode).toBe(403);
  });

  it('names the project’s teachers and diagnosticians', async () => {
    const staff = (
      await w.call(w.teacher, 'GET', `/api/clients/staff?workspace_id=${w.workspace.id}`)
    ).json().data;
    expect(staff.teachers.map((p: { id: number }) => p.id)).toEqual([w.teacher.id]);
    expect(staff.diagnosticians).toEqual([]);
  });
});
