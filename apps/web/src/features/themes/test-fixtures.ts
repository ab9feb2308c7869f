import { ROLE, type Theme } from '@slovo/contracts';
import { buildUser } from '../../../test/users.ts';

/** A moderator of the demo school who also moderates a second project (sharing targets). */
export const sharingModerator = buildUser({
  id: 3,
  name: 'Marta Moderator',
  workspaces: [
    { workspaceId: 10, workspaceTitle: 'Slovo Demo School', roles: [ROLE.moderator] },
    { workspaceId: 20, workspaceTitle: 'Sunrise Speech Center', roles: [ROLE.moderator] },
    { workspaceId: 30, workspaceTitle: 'Teachers Only', roles: [ROLE.teacher] },
  ],
});

export function buildTheme(overrides: Partial<Theme> & Pick<Theme, 'id' | 'name'>): Theme {
  return {
    workspace_id: 10,
    genders: ['boy', 'girl'],
    min_age: 4,
    max_age: 8,
    type: 'general',
    shared_workspace_ids: [],
    is_ready: false,
    is_own: true,
    asset_count: 0,
    stats: { generated: 0, pending: 2, failed: 0 },
    ...overrides,
  };
}

/** A list answer of the API: the items and their paging meta. */
export function pageOf<T>(items: T[], total = items.length) {
  return { data: items, meta: { total, page: 1, pageSize: 20 } };
}
