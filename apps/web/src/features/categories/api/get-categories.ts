import type { Category } from '@slovo/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { getCategoriesKey } from '../../../lib/categories-query.ts';

/**
 * Shows a created or changed category at once, then refetches: a deletion may also have moved or
 * removed the contents of a folder, which only the server knows.
 */
export function refreshCategories(
  queryClient: QueryClient,
  workspaceId: number,
  changed?: Category,
): Promise<void> {
  const key = getCategoriesKey(workspaceId);
  if (changed) {
    queryClient.setQueryData<Category[]>(key, (categories) =>
      categories
        ? [...categories.filter((category) => category.id !== changed.id), changed]
        : categories,
    );
  }
  return queryClient.invalidateQueries({ queryKey: key });
}
