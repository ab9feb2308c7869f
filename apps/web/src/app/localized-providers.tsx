import { MantineThemeProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { Notifications } from '@mantine/notifications';
import { NOTIFICATION_AUTO_CLOSE_MS, NOTIFICATION_LIMIT } from '@slovo/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { getDatesLocale, getUiLanguage } from '../lib/i18n.ts';

/** Providers whose texts or formats follow the interface language. */
export function LocalizedProviders({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  return (
    // Every dialog's close button is a bare cross: a screen reader needs its name.
    <MantineThemeProvider
      theme={{
        components: {
          Modal: {
            defaultProps: { closeButtonProps: { 'aria-label': t('common:actions.close') } },
          },
        },
      }}
    >
      <DatesProvider settings={{ locale: getDatesLocale(getUiLanguage()), firstDayOfWeek: 1 }}>
        <Notifications
          position="bottom-right"
          autoClose={NOTIFICATION_AUTO_CLOSE_MS}
          limit={NOTIFICATION_LIMIT}
        />
        {children}
      </DatesProvider>
    </MantineThemeProvider>
  );
}
