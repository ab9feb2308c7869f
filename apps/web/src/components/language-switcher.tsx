import { Button, Menu } from '@mantine/core';
import { LANGUAGES, type Language } from '@slovo/contracts';
import { IconCheck, IconChevronDown, IconLanguage } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isOwnAccount, saveAccountLanguage } from '../lib/auth/account-language.ts';
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
    // Signed in, the choice belongs to the account and follows it to other browsers.
    if (session && isOwnAccount(session.user)) void saveAccountLanguage(queryClient, language);
  };

  return (
    <Menu position="bottom-end" shadow="md" width={180}>
      <Menu.Target>
        <Button
          variant="subtle"
          color="gray"
          size="compact-md"
          px={6}
          leftSection={<IconLanguage size={18} />}
          classNames={{ section: classes.section }}
          rightSection={<IconChevronDown size={14} />}
          aria-label={t('common:language')}
          data-testid="language-switcher"
        >
          {LANGUAGE_LABELS[current].code}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {LANGUAGES.map((language) => (
          <Menu.Item
            key={language}
            lang={language}
            data-testid={`language-option-${language}`}
            onClick={() => choose(language)}
            rightSection={language === current ? <IconCheck size={16} /> : null}
          >
            {LANGUAGE_LABELS[language].code} · {LANGUAGE_LABELS[language].name}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
