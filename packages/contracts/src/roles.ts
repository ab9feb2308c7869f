/** Numeric role ids as the spec gives them (section 3); diagnostician is ours (decision 003). */
export const ROLE = {
  root: 0,
  manager: 1,
  moderator: 2,
  author: 3,
  teacher: 4,
  diagnostician: 5,
} as const;

export type RoleName = keyof typeof ROLE;
export type RoleId = (typeof ROLE)[RoleName];

export const ROLE_IDS = Object.values(ROLE) as RoleId[];

/** Roles a workspace assignment may hold; root is a user flag, never an assignment role. */
export const WORKSPACE_ROLE_IDS = ROLE_IDS.filter((id) => id !== ROLE.root);

const NAME_BY_ID = Object.fromEntries(
  Object.entries(ROLE).map(([name, id]) => [id, name]),
) as Record<RoleId, RoleName>;

export function getRoleName(id: RoleId): RoleName {
  return NAME_BY_ID[id];
}

export function isRoleId(value: unknown): value is RoleId {
  return typeof value === 'number' && value in NAME_BY_ID;
}
