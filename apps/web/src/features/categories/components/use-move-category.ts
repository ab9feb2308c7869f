import type { Category, MessageKey } from '@slovo/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { getCategoriesKey } from '../../../lib/categories-query.ts';
import { getUiLanguage } from '../../../lib/i18n.ts';
import { formatMessage } from '../../../lib/messages.ts';
import { notify } from '../../../lib/notify.ts';
import { refreshCategories } from '../api/get-categories.ts';
import { useReorderCategoriesMutation } from '../api/reorder-categories.ts';
import { type CategoryDrop, planCategoryMove, type ReorderProblem } from './plan-category-move.ts';

// The server's own wording for the same refusals (contracts messages), in the interface language.
const PROBLEM_MESSAGES: Record<ReorderProblem, MessageKey> = {
  CYCLE: 'CATEGORY_CYCLE',
  PARENT_NOT_FOLDER: 'CATEGORY_PARENT_INVALID',
  UNKNOWN_CATEGORY: 'CATEGORY_PARENT_INVALID',
};

/**
 * Applies a drop: plans the new parent and order of the affected items, refuses an impossible
 * move on the spot (it is never sent), and saves a possible one in a single bulk request.
 */
export function useMoveCategory(workspaceId: number): (drop: CategoryDrop) => void {
  const queryClient = useQueryClient();
  const reorder = useReorderCategoriesMutation();
  return (drop) => {
    const categories = queryClient.getQueryData<Category[]>(getCategoriesKey(workspaceId)) ?? [];
    const plan = planCategoryMove(categories, drop);
    if (plan.problem) {
      notify({
        color: 'red',
        message: formatMessage(PROBLEM_MESSAGES[plan.problem], getUiLanguage()),
      });
      // An item unknown here means the list on screen is out of date.
      if (plan.problem === 'UNKNOWN_CATEGORY') void refreshCategories(queryClient, workspaceId);
      return;
    }
    if (plan.items.length > 0) reorder.mutate({ workspaceId, items: plan.items });
  };
}
