import {
  type CurrentUser,
  getEffectiveRole,
  getRolesInWorkspace,
  type RoleId,
  STORAGE_KEYS,
  selectWorkspace,
} from '@slovo/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { readStorage, removeStorage, writeStorage } from '../local-storage.ts';
import { WORKSPACE_QUERY_KEY } from '../query-client.ts';

export type Session = {
  user: CurrentUser;
  /** The selected workspace (a "project" to users); null when the user has none. */
  workspaceId: number | null;
  /** Roles held in the selected workspace; a root user holds only root. */
  roles: RoleId[];
  effectiveRole: RoleId | null;
  changeWorkspace: (workspaceId: number) => void;
};

const SessionContext = createContext<Session | null>(null);

/** The stored choice as written (null when none) and as a workspace id (null when unreadable). */
function readStoredWorkspace(): { raw: string | null; id: number | null } {
  const raw = readStorage(STORAGE_KEYS.workspace);
  return { raw, id: raw !== null && /^\d+$/.test(raw) ? Number(raw) : null };
}

function countDistinctRoles(user: CurrentUser): number {
  return new Set(user.workspaces.flatMap((workspace) => workspace.roles)).size;
}

/** Provides the signed-in user with the selected workspace; `user` is null while it loads. */
export function SessionProvider({
  user,
  children,
}: {
  user: CurrentUser | null;
  children: ReactNode;
}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [currentWorkspaceId, setCurrentWorkspaceId] = useState<number | null>(null);
  const stored = readStoredWorkspace();
  const selection = user
    ? selectWorkspace({
        available: user.workspaces,
        current: currentWorkspaceId,
        stored: stored.id,
      })
    : null;
  const workspaceId = selection?.workspaceId ?? null;
  // A value that is no id at all (edited by hand, left by an older version) is stale too.
  const isStoredUnreadable = user !== null && stored.raw !== null && stored.id === null;
  const shouldRemoveStored = (selection?.shouldRemoveStored ?? false) || isStoredUnreadable;

  useEffect(() => {
    if (shouldRemoveStored) removeStorage(STORAGE_KEYS.workspace);
  }, [shouldRemoveStored]);

  const session = useMemo((): Session | null => {
    if (!user) return null;
    const changeWorkspace = (nextWorkspaceId: number) => {
      writeStorage(STORAGE_KEYS.workspace, String(nextWorkspaceId));
      // Filters and report ranges name things of the previous workspace (spec 2, Shell).
      removeStorage(STORAGE_KEYS.exercisesFilter);
      removeStorage(STORAGE_KEYS.reportRange);
      queryClient.removeQueries({ queryKey: [WORKSPACE_QUERY_KEY] });
      if (countDistinctRoles(user) === 1) {
        // With one role `/` leads back to the screen already open; a reload starts it afresh.
        window.location.reload();
        return;
      }
      setCurrentWorkspaceId(nextWorkspaceId);
      navigate('/');
    };
    return {
      user,
      workspaceId,
      roles: getRolesInWorkspace(user, workspaceId),
      effectiveRole: getEffectiveRole(user, workspaceId),
      changeWorkspace,
    };
  }, [user, workspaceId, queryClient, navigate]);

  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

/** The session, or null while the user is still being checked. */
export function useOptionalSession(): Session | null {
  return useContext(SessionContext);
}

/** The session on screens that render only after the user is known. */
export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession is used outside a loaded session');
  return session;
}
