import type { Language, ReferralCreditView } from '@slovo/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setUpI18n, withEnglishRemembered } from '../../../../test/i18n-for-tests.ts';
import { renderWithProviders } from '../../../../test/render-with-providers.tsx';
import { ReferralLedger } from './referral-ledger.tsx';

// The family Софія's link brought: her name cannot be declined, so no sentence may need it to be.
const welcome: ReferralCreditView = {
  at: '2026-02-01T10:00:00Z',
  event: 'attended',
  reason: 'welcome',
  sessions: 2,
  other_child: 'Софія',
};

async function readWelcome(language: Language, isStaff: boolean) {
  await setUpI18n(language);
  renderWithProviders(<ReferralLedger ledger={[welcome]} isStaff={isStaff} />);
  return (await screen.findByTestId('referral-credit')).querySelector('p')?.textContent;
}

describe('ReferralLedger', () => {
  withEnglishRemembered();

  it.each([
    ['uk', false, 'Вітальний бонус: вас запросили друзі (Софія)'],
    ['ru', false, 'Приветственный бонус: вас пригласили друзья (Софія)'],
    ['pl', false, 'Bonus powitalny: zaproszenie od znajomych (Софія)'],
    ['uk', true, 'Вітальний бонус: прийшли на запрошення родини (Софія)'],
    ['ru', true, 'Приветственный бонус: пришли по приглашению семьи (Софія)'],
    ['pl', true, 'Bonus powitalny: z polecenia rodziny (Софія)'],
  ] as const)(
    'in %s (staff: %s) names who invited where the nominative is right',
    async (language, isStaff, line) => {
      expect(await readWelcome(language, isStaff)).toBe(line);
    },
  );
});
