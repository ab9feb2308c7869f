import { ASSET_TYPES, AssetSchema, type AssetType, pageOf } from '@slovo/contracts';
import { keepPreviousData, useQueries, useQuery } from '@tanstack/react-query';
import { requestPage } from '../../../lib/api-client.ts';
import { buildQueryString } from '../../../lib/paging.ts';

const AssetPageSchema = pageOf(AssetSchema);

/** Tiles per page: divides evenly into the grid's 2, 3, 4 and 6 columns. */
const ASSET_PAGE_SIZE = 24;

/**
 * The library is one for the whole platform, not a workspace's: its answers stay across a
 * workspace switch and live under their own key.
 */
export function getAssetsRootKey() {
  return ['assets'] as const;
}

type AssetsParams = { type: AssetType; term: string; page: number };

function getAssets(
  { type, term, page, pageSize }: AssetsParams & { pageSize: number },
  signal: AbortSignal,
) {
  const query = buildQueryString({ type, term, page, pageSize });
  return requestPage(`/assets?${query}`, { signal, schema: AssetPageSchema });
}

/** One page of the library's files of a type, newest first, optionally searched by name. */
export function useAssets(params: AssetsParams) {
  const { type, page } = params;
  const term = params.term.trim();
  return useQuery({
    queryKey: [...getAssetsRootKey(), 'list', { type, term, page }],
    queryFn: ({ signal }) => getAssets({ type, term, page, pageSize: ASSET_PAGE_SIZE }, signal),
    placeholderData: keepPreviousData,
  });
}

/** How many files of each type the library holds: the total of a one-item page. */
export function useAssetCounts(): Partial<Record<AssetType, number>> {
  return useQueries({
    queries: ASSET_TYPES.map((type) => ({
      queryKey: [...getAssetsRootKey(), 'count', type],
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        getAssets({ type, term: '', page: 1, pageSize: 1 }, signal),
    })),
    combine: (results) =>
      Object.fromEntries(
        results.flatMap((result, index) =>
          result.data ? [[ASSET_TYPES[index], result.data.meta.total]] : [],
        ),
      ),
  });
}
