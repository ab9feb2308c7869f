import { isLanguage } from '@slovo/contracts';
import { useEffect, useState } from 'react';
import { changeLanguage, getUiLanguage } from './i18n.ts';

/**
 * Shows the page in the language of the student's family while it is open, and the previous one
 * after. A language the visitor picks on the page with the switcher is theirs and stays.
 * `language` is undefined while it is not known yet, null when the page keeps the visitor's.
 * Returns whether the page may render (the language is in place, or there is none to set).
 */
export function useParentLanguage(language: string | null | undefined): boolean {
  const [readyFor, setReadyFor] = useState<string | null>(null);

  useEffect(() => {
    if (!isLanguage(language)) return;
    const previous = getUiLanguage();
    let isActive = true;
    void changeLanguage(language, { isRemembered: false }).then(() => {
      if (isActive) setReadyFor(language);
    });
    return () => {
      isActive = false;
      if (previous !== language && getUiLanguage() === language) {
        void changeLanguage(previous, { isRemembered: false });
      }
    };
  }, [language]);

  if (language === undefined) return false;
  if (language === null) return true;
  return !isLanguage(language) || readyFor === language;
}
