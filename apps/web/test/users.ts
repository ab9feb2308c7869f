import { type CurrentUser, type ProjectUser, ROLE } from '@slovo/contracts';

const baseUser: CurrentUser = {
  id: 1,
  name: 'Maria Manager',
  email: 'Maria.Manager@Example.com',
  phone: null,
  avatar: null,
  isRoot: false,
  isActive: true,
  language: 'en',
  workspaces: [{ workspaceId: 10, workspaceTitle: 'Slovo Demo School', roles: [ROLE.manager] }],
  impersonator: null,
};

export function buildUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return { ...baseUser, ...overrides };
}

export const rootUser = buildUser({ id: 2, name: 'Roman Root', isRoot: true, workspaces: [] });
export const managerUser = buildUser();
export const moderatorUser = buildUser({
  id: 3,
  name: 'Marta Moderator',
  workspaces: [{ workspaceId: 10, workspaceTitle: 'Slovo Demo School', roles: [ROLE.moderator] }],
});
export const teacherUser = buildUser({
  id: 4,
  name: 'Olena Teacher',
  workspaces: [{ workspaceId: 10, workspaceTitle: 'Slovo Demo School', roles: [ROLE.teacher] }],
});

const baseProjectUser: ProjectUser = {
  id: 31,
  name: 'Olena Teacher',
  email: 'Olena.Teacher@Example.com',
  phone: null,
  avatar: null,
  roles: [ROLE.teacher],
  isActive: true,
  state: 'active',
};

export function buildProjectUser(overrides: Partial<ProjectUser> = {}): ProjectUser {
  return { ...baseProjectUser, ...overrides };
}

/** A list answer of the API: the items and their paging meta. */
export function pageOfItems<T>(items: T[], meta: { total?: number; page?: number } = {}) {
  return {
    data: items,
    meta: { total: meta.total ?? items.length, page: meta.page ?? 1, pageSize: 20 },
  };
}
