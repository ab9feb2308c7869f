import { ROLE, type RoleId } from './roles.ts';

/** A user's membership in one workspace (shown to users as a project). */
export type Assignment = {
  workspaceId: number;
  workspaceTitle: string;
  roles: RoleId[];
  isActive: boolean;
  /** The workspace is archived. */
  archived: boolean;
};

/** What the client receives for each workspace it may work in. */
export type WorkspaceEntry = {
  workspaceId: number;
  workspaceTitle: string;
  roles: RoleId[];
};

/** Only active assignments in non-archived workspaces count (spec 4, effective role). */
export function getAvailableWorkspaces(assignments: readonly Assignment[]): WorkspaceEntry[] {
  return assignments
    .filter((a) => a.isActive && !a.archived && a.roles.length > 0)
    .map(({ workspaceId, workspaceTitle, roles }) => ({
      workspaceId,
      workspaceTitle,
      roles: [...roles].sort((x, y) => x - y),
    }));
}

type RoleHolder = { isRoot: boolean; workspaces: readonly WorkspaceEntry[] };

/**
 * Roles the user holds in the selected workspace. A root user has only root, wherever they are.
 */
export function getRolesInWorkspace(user: RoleHolder, workspaceId: number | null): RoleId[] {
  if (user.isRoot) return [ROLE.root];
  const entry = user.workspaces.find((w) => w.workspaceId === workspaceId);
  return entry ? [...entry.roles] : [];
}

/**
 * Effective role: the lowest rank number among the user's roles in the selected workspace;
 * null when the user holds no role there.
 */
export function getEffectiveRole(user: RoleHolder, workspaceId: number | null): RoleId | null {
  const roles = getRolesInWorkspace(user, workspaceId);
  return roles.length === 0 ? null : (Math.min(...roles) as RoleId);
}

export type WorkspaceSelection = {
  workspaceId: number | null;
  /** The stored choice names a workspace that is no longer available and must be removed. */
  shouldRemoveStored: boolean;
};

/**
 * Selected workspace: the current choice, else the stored choice, else the first available.
 * A stale stored choice is removed.
 */
export function selectWorkspace(input: {
  available: readonly WorkspaceEntry[];
  current: number | null;
  stored: number | null;
}): WorkspaceSelection {
  const isAvailable = (id: number | null): id is number =>
    id !== null && input.available.some((w) => w.workspaceId === id);
  const shouldRemoveStored = input.stored !== null && !isAvailable(input.stored);
  if (isAvailable(input.current)) return { workspaceId: input.current, shouldRemoveStored };
  if (isAvailable(input.stored)) return { workspaceId: input.stored, shouldRemoveStored };
  return { workspaceId: input.available[0]?.workspaceId ?? null, shouldRemoveStored };
}

const SELECTOR_ROLES: readonly RoleId[] = [ROLE.moderator, ROLE.author, ROLE.root, ROLE.manager];

/**
 * The workspace selector shows only to non-root users with more than one workspace and at least
 * one role among moderator, author, root or manager.
 */
export function canSeeWorkspaceSelector(user: RoleHolder): boolean {
  if (user.isRoot || user.workspaces.length < 2) return false;
  return user.workspaces.some((w) => w.roles.some((r) => SELECTOR_ROLES.includes(r)));
}
