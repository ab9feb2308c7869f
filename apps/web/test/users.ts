import { type CurrentUser, ROLE } from '@slovo/contracts';

const baseUser: CurrentUser = {
  id: 1,
  name: 'Maria Manager',
  email: 'Maria.Manager@Example.com',
  phone: null,
  avatar: null,
  isRoot: false,
  isActive: true,
  workspaces: [{ workspaceId: 10, workspaceTitle: 'Slovo Demo School', roles: [ROLE.manager] }],
  impersonator: null,
};

export function buildUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return { ...baseUser, ...overrides };
}

export const rootUser = buildUser({ id: 2, name: 'Roman Root', isRoot: true, workspaces: [] });
export const managerUser = buildUser();
