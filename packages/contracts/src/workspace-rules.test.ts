import { describe, expect, it } from 'vitest';
import { ROLE } from './roles.ts';
import {
  type Assignment,
  canSeeWorkspaceSelector,
  getAvailableWorkspaces,
  getEffectiveRole,
  getRolesInWorkspace,
  selectWorkspace,
  type WorkspaceEntry,
} from './workspace-rules.ts';

const assignment = (overrides: Partial<Assignment> & { workspaceId: number }): Assignment => ({
  workspaceTitle: `W${overrides.workspaceId}`,
  roles: [ROLE.teacher],
  isActive: true,
  archived: false,
  ...overrides,
});

const entry = (workspaceId: number, roles: WorkspaceEntry['roles']): WorkspaceEntry => ({
  workspaceId,
  workspaceTitle: `W${workspaceId}`,
  roles,
});

describe('available workspaces', () => {
  it('only active assignments count', () => {
    const available = getAvailableWorkspaces([
      assignment({ workspaceId: 1 }),
      assignment({ workspaceId: 2, isActive: false }),
    ]);
    expect(available.map((w) => w.workspaceId)).toEqual([1]);
  });

  it('assignments in archived projects do not count', () => {
    const available = getAvailableWorkspaces([
      assignment({ workspaceId: 1, archived: true }),
      assignment({ workspaceId: 2 }),
    ]);
    expect(available.map((w) => w.workspaceId)).toEqual([2]);
  });

  it('an assignment without roles gives no workspace', () => {
    expect(getAvailableWorkspaces([assignment({ workspaceId: 1, roles: [] })])).toEqual([]);
  });
});

describe('effective role', () => {
  const user = {
    isRoot: false,
    workspaces: [entry(1, [ROLE.teacher, ROLE.moderator, ROLE.author]), entry(2, [ROLE.teacher])],
  };

  it('is the lowest rank number among the roles in the selected project', () => {
    expect(getEffectiveRole(user, 1)).toBe(ROLE.moderator);
    expect(getEffectiveRole(user, 2)).toBe(ROLE.teacher);
  });

  it('is null where the user holds no role', () => {
    expect(getEffectiveRole(user, 3)).toBeNull();
    expect(getEffectiveRole(user, null)).toBeNull();
  });

  it('a root user has only root, in any project', () => {
    const root = { isRoot: true, workspaces: [entry(1, [ROLE.manager])] };
    expect(getEffectiveRole(root, 1)).toBe(ROLE.root);
    expect(getEffectiveRole(root, null)).toBe(ROLE.root);
    expect(getRolesInWorkspace(root, 1)).toEqual([ROLE.root]);
  });

  it('a deactivated assignment or an archived project removes the roles it gave', () => {
    const workspaces = getAvailableWorkspaces([
      assignment({ workspaceId: 1, roles: [ROLE.manager], isActive: false }),
      assignment({ workspaceId: 2, roles: [ROLE.manager], archived: true }),
      assignment({ workspaceId: 3, roles: [ROLE.author] }),
    ]);
    const u = { isRoot: false, workspaces };
    expect(getEffectiveRole(u, 1)).toBeNull();
    expect(getEffectiveRole(u, 2)).toBeNull();
    expect(getEffectiveRole(u, 3)).toBe(ROLE.author);
  });
});

describe('selected project', () => {
  const available = [entry(1, [ROLE.author]), entry(2, [ROLE.author])];

  it('is the current choice when it is available', () => {
    expect(selectWorkspace({ available, current: 2, stored: 1 })).toEqual({
      workspaceId: 2,
      shouldRemoveStored: false,
    });
  });

  it('else the stored choice', () => {
    expect(selectWorkspace({ available, current: null, stored: 2 }).workspaceId).toBe(2);
    expect(selectWorkspace({ available, current: 9, stored: 2 }).workspaceId).toBe(2);
  });

  it('else the first available', () => {
    expect(selectWorkspace({ available, current: null, stored: null })).toEqual({
      workspaceId: 1,
      shouldRemoveStored: false,
    });
  });

  it('a stale stored choice is removed', () => {
    expect(selectWorkspace({ available, current: null, stored: 7 })).toEqual({
      workspaceId: 1,
      shouldRemoveStored: true,
    });
  });

  it('is none when nothing is available', () => {
    expect(selectWorkspace({ available: [], current: 1, stored: 1 })).toEqual({
      workspaceId: null,
      shouldRemoveStored: true,
    });
  });
});

describe('workspace selector visibility', () => {
  it('shows to a non-root user with more than one project and a moderator, author or manager role', () => {
    for (const role of [ROLE.moderator, ROLE.author, ROLE.manager]) {
      expect(
        canSeeWorkspaceSelector({
          isRoot: false,
          workspaces: [entry(1, [ROLE.teacher]), entry(2, [role])],
        }),
      ).toBe(true);
    }
  });

  it('hides from root', () => {
    expect(
      canSeeWorkspaceSelector({
        isRoot: true,
        workspaces: [entry(1, [ROLE.manager]), entry(2, [ROLE.manager])],
      }),
    ).toBe(false);
  });

  it('hides with a single project', () => {
    expect(
      canSeeWorkspaceSelector({ isRoot: false, workspaces: [entry(1, [ROLE.moderator])] }),
    ).toBe(false);
  });

  it('hides from users who are only teachers or diagnosticians', () => {
    expect(
      canSeeWorkspaceSelector({
        isRoot: false,
        workspaces: [entry(1, [ROLE.teacher]), entry(2, [ROLE.teacher, ROLE.diagnostician])],
      }),
    ).toBe(false);
  });
});
