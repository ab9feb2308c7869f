import { LANGUAGES, type Language } from '@slovo/contracts';
import { IconChevronDown, IconLanguage } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  isOwnAccount,
  keepPickedLanguage,
  saveAccountLanguage,
} from '../lib/auth/account-language.ts';
import { useOptionalSession } from '../lib/auth/session.tsx';
import { changeLanguage, getUiLanguage } from '../lib/i18n.ts';
import classes from './language-switcher.module.css';

// Language names are written in their own language, so they are the same in every interface
// language; Ukrainian is labelled UA as users expect (spec 2).
export const LANGUAGE_LABELS: Record<Language, { code: string; name: string }> = {
  uk: { code: 'UA', name: 'Українська' },
  ru: { code: 'RU', name: 'Русский' },
  en: { code: 'EN', name: 'English' },
  pl: { code: 'PL', name: 'Polski' },
};

export function LanguageSwitcher() {
  const { t } = useTranslation('common');
  const current = getUiLanguage();
  const session = useOptionalSession();
  const queryClient = useQueryClient();

  const choose = (language: Language) => {
    void changeLanguage(language);
    // Signed in, the choice belongs to the account and follows it to other browsers. Picked while
    // the account is still loading, it is saved once the account is known, not overridden by it.
    if (session && isOwnAccount(session.user)) void saveAccountLanguage(queryClient, language);
    else if (!session) keepPickedLanguage(language);
  };

  // A native select: the phone's own picker, keyboard and screen-reader support come free, and
  // a public first screen does not download a popover with floating UI for four words
  // (decision 027). The select lies transparent over its compact face.
  return (
    <span className={classes.root}>
      <IconLanguage size={18} className={classes.section} aria-hidden />
      <span className={classes.code} aria-hidden>
        {LANGUAGE_LABELS[current].code}
      </span>
      <IconChevronDown size={14} className={classes.section} aria-hidden />
      <select
        className={classes.select}
        value={current}
        onChange={(event) => choose(event.currentTarget.value as Language)}
        aria-label={t('common:language')}
        data-testid="language-switcher"
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {LANGUAGE_LABELS[language].code} · {LANGUAGE_LABELS[language].name}
          </option>
        ))}
      </select>
    </span>
  );
}
