import type { Asset, Theme } from '@slovo/contracts';

export function buildAsset(overrides: Partial<Asset> & Pick<Asset, 'id' | 'name'>): Asset {
  const type = overrides.type ?? 'background';
  const isSound = type === 'sound';
  return {
    type,
    // Signed like the API's links: the query string is part of the URL.
    url: `/api/files/assets/${overrides.id}.${isSound ? 'mp3' : 'png'}?expires=1900000000&signature=sig`,
    mime: isSound ? 'audio/mpeg' : 'image/png',
    size: 250_000,
    width: isSound ? null : 1280,
    height: isSound ? null : 720,
    theme_count: 0,
    created_at: '2025-03-01T10:00:00.000Z',
    ...overrides,
  };
}

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
    stats: { generated: 0, pending: 0, failed: 0 },
    ...overrides,
  };
}

/** A list answer of the API: the items and their paging meta. */
export function pageOf<T>(items: T[], total = items.length) {
  return { data: items, meta: { total, page: 1, pageSize: 24 } };
}

/** The query of a recorded call as a plain object. */
export function readQuery(url: string): Record<string, string> {
  return Object.fromEntries(new URL(url, 'http://localhost').searchParams);
}
