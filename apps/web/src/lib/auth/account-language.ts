import type { CurrentUser, Language } from '@slovo/contracts';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { requestData } from '../api-client.ts';
import { changeLanguage, getUiLanguage } from '../i18n.ts';
import { mergeCurrentUser } from './current-user.ts';
import { getToken } from './token-store.ts';

/**
 * Keeps the interface language on the account, so it follows the user to every browser
 * (decision 022). Silent: the language in use stays, and a failure is only logged (spec 8).
 */
export async function saveAccountLanguage(
  queryClient: QueryClient,
  language: Language,
): Promise<void> {
  try {
    const user = await requestData('/users/profile', {
      method: 'POST',
      body: { language },
      schema: () => import('./auth-schemas.ts').then((schemas) => schemas.CurrentUserSchema),
      isSilent: true,
    });
    mergeCurrentUser(queryClient, user);
  } catch (error) {
    console.warn(`Cannot keep the interface language "${language}" on the account`, error);
  }
}

/**
 * A language picked with the switcher while the signed-in user was still loading: the person's
 * own choice, which their account then keeps rather than overriding it with the one it held.
 * Bound to the session it was picked in, so another sign-in in this tab never inherits it.
 */
let pickedWhileLoading: { token: string; language: Language } | null = null;

/** Keeps a pick made with no user known yet; without a session to come there is nothing to keep. */
export function keepPickedLanguage(language: Language): void {
  const token = getToken();
  pickedWhileLoading = token === null ? null : { token, language };
}

/** Whether the language of `user` is the signed-in person's own (not someone acted as). */
export function isOwnAccount(user: CurrentUser): boolean {
  return user.impersonator === null;
}

/**
 * Applies the account's language once the user is known; an account that has never chosen one
 * keeps the language in use, which becomes its own. Someone acting as another user keeps theirs.
 */
export function useAccountLanguage(user: CurrentUser | null): void {
  const queryClient = useQueryClient();
  const userId = user?.id ?? null;
  const language = user?.language;
  const isOwn = user ? isOwnAccount(user) : false;
  useEffect(() => {
    if (userId === null || !isOwn || language === undefined) return;
    const picked = pickedWhileLoading?.token === getToken() ? pickedWhileLoading?.language : null;
    pickedWhileLoading = null;
    if (picked) {
      if (picked !== language) void saveAccountLanguage(queryClient, picked);
      return;
    }
    if (language === null) void saveAccountLanguage(queryClient, getUiLanguage());
    else if (language !== getUiLanguage()) void changeLanguage(language);
  }, [userId, language, isOwn, queryClient]);
}
