import { notifications } from '@mantine/notifications';
import type { ActSummary } from '@slovo/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setUpI18n } from '../../../../test/i18n-for-tests.ts';
import { renderWithSession } from '../../../../test/render-with-providers.tsx';
import { jsonResponse, stubFetch } from '../../../../test/stub-fetch.ts';
import { managerUser, pageOfItems, rootUser } from '../../../../test/users.ts';
import { ActsPage } from './acts-list-page.tsx';
import { CreateActPage } from './create-act-page.tsx';

const act: ActSummary = {
  id: 5,
  workspace_id: 10,
  number: 3,
  year: 2026,
  act_date: '2026-11-20',
  type: 'video',
  amount: '1234.50',
  currency: 'UAH',
  contract_number: 'Д-17',
  performer_name_uk: 'Іваненко Олена',
  performer_name_en: 'Olena Ivanenko',
  voided_at: null,
  created_at: '2026-11-20T10:00:00Z',
};

describe('Acts list', () => {
  beforeEach(async () => {
    notifications.clean();
    await setUpI18n('en');
  });

  it("lists a manager's project acts, searches on the server and voids after a confirm", async () => {
    const voided = { ...act, voided_at: '2026-11-21T10:00:00Z' };
    let current = act;
    const calls = stubFetch({
      'GET /api/acts': () => jsonResponse(200, pageOfItems([current])),
      'POST /api/acts/5/void': () => {
        current = voided;
        return jsonResponse(200, {
          data: {
            ...voided,
            contract_date: '2026-01-01',
            performer_address_uk: 'Київ',
            performer_address_en: 'Kyiv',
            passport: 'FA1',
            tax_id: '1',
            content_url: 'https://example.com',
            created_by: null,
            voided_by: { id: 1, name: 'Maria Manager' },
          },
        });
      },
    });
    renderWithSession(<ActsPage />, managerUser);
    const row = await screen.findByTestId('act-row-5');
    expect(row).toHaveTextContent('No. 3/2026');
    expect(row).toHaveTextContent('Іваненко Олена');
    expect(row).toHaveTextContent('1,234.50 UAH');
    expect(calls[0]?.url).toContain('workspace_id=10');

    fireEvent.input(screen.getByTestId('acts-search'), { target: { value: '3/2026' } });
    await waitFor(() =>
      expect(calls.some((call) => call.url.includes(`term=${encodeURIComponent('3/2026')}`))).toBe(
        true,
      ),
    );

    fireEvent.click(screen.getByTestId('act-menu-5'));
    fireEvent.click(await screen.findByTestId('act-action-void'));
    fireEvent.click(await screen.findByTestId('act-void-confirm'));
    expect(await screen.findByTestId('act-void-5')).toHaveTextContent('Void');
    const voidCall = calls.find((call) => call.url.endsWith('/api/acts/5/void'));
    expect(voidCall?.body).toEqual({ workspace_id: 10 });
  });

  it('lets root choose among every live project', async () => {
    const calls = stubFetch({
      'GET /api/workspaces': () =>
        jsonResponse(
          200,
          pageOfItems([
            {
              id: 10,
              title: 'Slovo Demo School',
              description: '',
              archived: false,
              usersCount: 1,
              createdAt: '2026-01-01T00:00:00Z',
            },
            {
              id: 11,
              title: 'Second School',
              description: '',
              archived: false,
              usersCount: 1,
              createdAt: '2026-01-01T00:00:00Z',
            },
          ]),
        ),
      'GET /api/acts': () => jsonResponse(200, pageOfItems([])),
    });
    renderWithSession(<ActsPage />, rootUser);
    expect(await screen.findByTestId('acts-empty')).toHaveTextContent('No acts yet');
    expect(screen.getByTestId('act-project')).toHaveValue('Slovo Demo School');
    expect(calls.some((call) => call.url.includes('/api/acts?workspace_id=10'))).toBe(true);
  });
});

describe('New act', () => {
  beforeEach(async () => {
    notifications.clean();
    await setUpI18n('en');
  });

  it('shows the amount in words in both languages as it is typed', async () => {
    stubFetch({});
    renderWithSession(<CreateActPage />, managerUser);
    fireEvent.input(await screen.findByTestId('act-amount'), { target: { value: '21,05' } });
    const words = await screen.findByTestId('act-amount-words');
    expect(words).toHaveTextContent('двадцять одна гривня 05 копійок');
    expect(words).toHaveTextContent('twenty-one hryvnias 05 kopiykas');
  });

  it('refuses a contract dated after the act on the contract date, sending nothing', async () => {
    const calls = stubFetch({});
    renderWithSession(<CreateActPage />, managerUser);
    const fields: Record<string, string> = {
      'act-amount': '1234.50',
      'act-contract-number': 'Д-17',
      'act-content-url': 'https://example.com/deck/7',
      'act-performer-name-uk': 'Коваленко Ірина',
      'act-performer-name-en': 'Iryna Kovalenko',
      'act-performer-address-uk': 'м. Львів',
      'act-performer-address-en': 'Lviv',
      'act-passport': 'KB654321',
      'act-tax-id': '2987654321',
    };
    for (const [testId, value] of Object.entries(fields)) {
      fireEvent.input(await screen.findByTestId(testId), { target: { value } });
    }
    // The act is dated today; any day of next month is later.
    fireEvent.click(screen.getByTestId('act-contract-date'));
    const next = await waitFor(() => {
      const control = document.querySelector<HTMLElement>('[data-direction="next"]');
      if (!control) throw new Error('no calendar yet');
      return control;
    });
    fireEvent.click(next);
    const day = document.querySelector<HTMLElement>(
      'table button:not([data-outside]):not([disabled])',
    );
    if (!day) throw new Error('no day to choose');
    fireEvent.click(day);

    fireEvent.click(screen.getByTestId('act-save'));
    expect(
      await screen.findByText('The contract date cannot be later than the act date'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('refused-save-note')).toHaveTextContent(
      'Not saved: 1 field needs attention',
    );
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });
});
