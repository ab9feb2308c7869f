import { type ThemeInput, ThemeSchema } from '@slovo/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestData } from '../../../lib/api-client.ts';
import { getThemesRootKey } from './get-themes.ts';

type ThemeSave = {
  /** Absent for a new interest. */
  themeId?: number;
  body: ThemeInput & { workspace_id: number };
};

// A taken name and refused fields are shown next to their fields in the form.
const HANDLED_CODES = ['VALIDATION_FAILED', 'THEME_TAKEN'] as const;

function sendTheme({ themeId, body }: ThemeSave) {
  return requestData(themeId === undefined ? '/themes' : `/themes/${themeId}`, {
    method: themeId === undefined ? 'POST' : 'PUT',
    body,
    schema: ThemeSchema,
    handledCodes: HANDLED_CODES,
  });
}

/** Creates an interest or changes one the workspace owns. */
export function useSaveThemeMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendTheme,
    onSuccess: (_theme, { body }) =>
      queryClient.invalidateQueries({ queryKey: getThemesRootKey(body.workspace_id) }),
  });
}
