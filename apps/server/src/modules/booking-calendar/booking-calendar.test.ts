import { ROLE } from '@slovo/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import {
  bearer,
  createBooking,
  createToken,
  createUser,
  createWorkspace,
} from '../../../test/factories.ts';

let t: TestApp;
let workspaceId: number;
let teacherId: number;
let diagnosticianId: number;
let managerToken: string;
let teacherToken: string;
let diagnosticianToken: string;
let strangerToken: string;

const from = '2026-12-07T00:00:00Z';
const to = '2026-12-14T00:00:00Z';

function getCalendar(token: string, query: Record<string, string | number>, host?: string) {
  const params = new URLSearchParams(
    Object.entries({ from, to, ...query }).map(([k, v]) => [k, String(v)]),
  );
  return t.app.inject({
    method: 'GET',
    url: `/api/booking-calendar?${params}`,
    headers: { ...bearer(token), lang: 'en', ...(host ? { host } : {}) },
  });
}

beforeAll(async () => {
  t = await buildTestApp();
  const workspace = await createWorkspace(t.db, { title: 'School' });
  workspaceId = workspace.id;
  const manager = await createUser(t.db, { assignments: [{ workspaceId, roles: [ROLE.manager] }] });
  const teacher = await createUser(t.db, {
    name: 'Teacher London',
    assignments: [{ workspaceId, roles: [ROLE.teacher] }],
  });
  const diagnostician = await createUser(t.db, {
    name: 'Diagnostician',
    assignments: [{ workspaceId, roles: [ROLE.diagnostician] }],
  });
  const other = await createWorkspace(t.db);
  const stranger = await createUser(t.db, {
    assignments: [{ workspaceId: other.id, roles: [ROLE.teacher, ROLE.manager] }],
  });
  teacherId = teacher.id;
  diagnosticianId = diagnostician.id;
  managerToken = await createToken(t.db, manager.id);
  teacherToken = await createToken(t.db, teacher.id);
  diagnosticianToken = await createToken(t.db, diagnostician.id);
  strangerToken = await createToken(t.db, stranger.id);

  await createBooking(t.db, {
    workspaceId,
    staffId: teacherId,
    startsAt: '2026-12-08T07:00:00Z',
    parentName: 'Levi family',
  });
  await createBooking(t.db, {
    workspaceId,
    staffId: diagnosticianId,
    startsAt: '2026-12-09T10:00:00Z',
    parentName: 'Smith family',
    timeZone: 'America/Los_Angeles',
  });
  await createBooking(t.db, {
    workspaceId,
    staffId: teacherId,
    startsAt: '2026-12-10T10:00:00Z',
    parentName: 'Sandbox family',
    isSandbox: true,
  });
  // Outside the week asked for.
  await createBooking(t.db, {
    workspaceId,
    staffId: teacherId,
    startsAt: '2026-12-15T10:00:00Z',
    parentName: 'Next week family',
  });
});

afterAll(() => t?.close());

describe('who sees which bookings', () => {
  it('a teacher sees their own booked lessons of the range, with the family’s zone', async () => {
    const res = await getCalendar(teacherToken, { workspace_id: workspaceId });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.can_see_all).toBe(false);
    expect(data.staff).toEqual([{ id: teacherId, name: 'Teacher London' }]);
    expect(data.bookings).toHaveLength(1);
    expect(data.bookings[0]).toMatchObject({
      parent_name: 'Levi family',
      starts_at: '2026-12-08T07:00:00.000Z',
      time_zone: 'Asia/Jerusalem',
      language: 'uk',
      age: 5,
      staff: { id: teacherId, name: 'Teacher London' },
    });
  });

  it('staff never see another staff member’s column: naming one is not found', async () => {
    const res = await getCalendar(teacherToken, {
      workspace_id: workspaceId,
      staff_id: diagnosticianId,
    });
    expect(res.statusCode).toBe(404);
    const own = await getCalendar(diagnosticianToken, {
      workspace_id: workspaceId,
      staff_id: diagnosticianId,
    });
    expect(own.json().data.bookings.map((b: { parent_name: string }) => b.parent_name)).toEqual([
      'Smith family',
    ]);
  });

  it('a manager sees everyone, and may pick one staff member', async () => {
    const all = await getCalendar(managerToken, { workspace_id: workspaceId });
    expect(all.statusCode).toBe(200);
    const data = all.json().data;
    expect(data.can_see_all).toBe(true);
    expect(data.staff.map((s: { id: number }) => s.id).sort()).toEqual(
      [teacherId, diagnosticianId].sort(),
    );
    expect(data.bookings.map((b: { parent_name: string }) => b.parent_name)).toEqual([
      'Levi family',
      'Smith family',
    ]);
    const one = await getCalendar(managerToken, {
      workspace_id: workspaceId,
      staff_id: diagnosticianId,
    });
    expect(one.json().data.bookings).toHaveLength(1);
    const nobody = await getCalendar(managerToken, {
      workspace_id: workspaceId,
      staff_id: 999_999,
    });
    expect(nobody.statusCode).toBe(404);
  });

  it('another project’s members get 404', async () => {
    const res = await getCalendar(strangerToken, { workspace_id: workspaceId });
    expect(res.statusCode).toBe(404);
  });

  it('sandbox bookings show only on the test host', async () => {
    const test = await getCalendar(
      teacherToken,
      { workspace_id: workspaceId },
      'test.example.test',
    );
    const data = test.json().data;
    expect(data.is_sandbox).toBe(true);
    expect(data.bookings.map((b: { parent_name: string }) => b.parent_name)).toEqual([
      'Sandbox family',
    ]);
  });
});

describe('the range', () => {
  it.each([
    ['backwards', { from: to, to: from }],
    ['longer than 8 days', { from, to: '2026-12-20T00:00:00Z' }],
    ['not a date', { from: 'tomorrow', to }],
  ])('%s is a localized 400', async (_, range) => {
    const res = await getCalendar(teacherToken, { workspace_id: workspaceId, ...range });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBeTruthy();
  });
});
