import { notifications } from '@mantine/notifications';
import type { DiagnosticTemplateSummary } from '@slovo/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { demoCategories } from '../../../../test/categories.ts';
import { setUpI18n } from '../../../../test/i18n-for-tests.ts';
import { renderWithSession } from '../../../../test/render-with-providers.tsx';
import { jsonResponse, stubFetch } from '../../../../test/stub-fetch.ts';
import { moderatorUser, pageOfItems } from '../../../../test/users.ts';
import { DiagnosticCardsPage } from './diagnostic-cards-page.tsx';

const examination: DiagnosticTemplateSummary = {
  id: 3,
  workspace_id: 10,
  title: 'Sound examination',
  description: 'Sounds in words',
  categories: [],
  version: 4,
  version_id: 9,
  block_count: 2,
  question_count: 5,
  archived_at: null,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-02T00:00:00Z',
};

function stubList(templates = [examination], extra: Parameters<typeof stubFetch>[0] = {}) {
  return stubFetch({
    'GET /api/workspaces/10/categories': () => jsonResponse(200, { data: demoCategories }),
    'GET /api/diagnostic-card-templates': () => jsonResponse(200, pageOfItems(templates)),
    ...extra,
  });
}

describe('Diagnostic cards list', () => {
  beforeEach(async () => {
    notifications.clean();
    await setUpI18n('en');
  });

  it('shows each template with its version and question count', async () => {
    stubList();
    renderWithSession(<DiagnosticCardsPage />, moderatorUser);
    const row = await screen.findByTestId('diagnostic-row-3');
    expect(row).toHaveTextContent('Version 4');
    expect(row).toHaveTextContent('5 questions');
  });

  it('asks for the archived ones when the filter says so', async () => {
    const calls = stubList([]);
    renderWithSession(<DiagnosticCardsPage />, moderatorUser);
    expect(await screen.findByTestId('diagnostics-empty')).toHaveTextContent(
      'No diagnostic card templates yet',
    );
    fireEvent.click(screen.getByText('Archived'));
    await waitFor(() =>
      expect(calls.some((call) => call.url.includes('status=archived'))).toBe(true),
    );
    expect(await screen.findByText('No archived templates')).toBeInTheDocument();
  });

  it('says a template in use cannot be deleted and suggests archiving', async () => {
    const calls = stubList(undefined, {
      'DELETE /api/diagnostic-card-templates/3': () =>
        jsonResponse(409, { message: 'In use', code: 'DIAGNOSTIC_TEMPLATE_IN_USE' }),
    });
    renderWithSession(<DiagnosticCardsPage />, moderatorUser);
    fireEvent.click(await screen.findByTestId('diagnostic-menu-3'));
    fireEvent.click(await screen.findByTestId('diagnostic-action-delete'));
    fireEvent.click(await screen.findByTestId('diagnostic-delete-confirm'));
    expect(await screen.findByText('The template is in use')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'DELETE')?.url).toBe(
      '/api/diagnostic-card-templates/3?workspace_id=10',
    );
    // Only the list's own words: no second, generic notice.
    expect(screen.queryByText('In use')).not.toBeInTheDocument();
    expect(
      within(screen.getByTestId('diagnostic-row-3')).getByText('Sound examination'),
    ).toBeVisible();
  });
});
