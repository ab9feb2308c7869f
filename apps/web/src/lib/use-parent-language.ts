import { isLanguage } from '@slovo/contracts';
import { useEffect, useState } from 'react';
import { changeLanguage, getUiLanguage, getVisitorLanguage } from './i18n.ts';

/**
 * Shows the page in the language of the student's family while it is open, and the visitor's own
 * after. A language the visitor picks on the page with the switcher is theirs and stays.
 * `language` is undefined while it is not known yet, null when the page keeps the visitor's.
 * Returns whether the page may render (the language is in place, or there is none to set).
 */
export function useParentLanguage(language: string | null | undefined): boolean {
  const [readyFor, setReadyFor] = useState<string | null>(null);

  useEffect(() => {
    if (!isLanguage(language)) return;
    let isActive = true;
    void changeLanguage(language, { isRemembered: false }).then(() => {
      if (isActive) setReadyFor(language);
    });
    return () => {
      isActive = false;
      const visitor = getVisitorLanguage();
      if (visitor !== language && getUiLanguage() === language) {
        void changeLanguage(visitor, { isRemembered: false });
      }
    };
  }, [language]);

  if (language === undefined) return false;
  if (language === null) return true;
  // A page opened in the family's language from the start (decision 053) draws at once.
  return !isLanguage(language) || readyFor === language || getUiLanguage() === language;
}
