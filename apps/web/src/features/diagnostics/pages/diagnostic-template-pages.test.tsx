import { notifications } from '@mantine/notifications';
import type { DiagnosticTemplate } from '@slovo/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { demoCategories } from '../../../../test/categories.ts';
import { setUpI18n } from '../../../../test/i18n-for-tests.ts';
import { renderRoutes } from '../../../../test/render-with-providers.tsx';
import { jsonResponse, stubFetch } from '../../../../test/stub-fetch.ts';
import { moderatorUser } from '../../../../test/users.ts';
import { SessionProvider } from '../../../lib/auth/session.tsx';
import { CreateDiagnosticCardPage, EditDiagnosticCardPage } from './diagnostic-template-pages.tsx';
import { PreviewDiagnosticCardPage } from './preview-diagnostic-card-page.tsx';

const template: DiagnosticTemplate = {
  id: 5,
  workspace_id: 10,
  title: 'Sound examination',
  description: 'Sounds in words',
  categories: [],
  version: 2,
  version_id: 12,
  block_count: 2,
  question_count: 1,
  archived_at: null,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-02T00:00:00Z',
  blocks: [
    {
      key: 'sounds',
      kind: 'questions',
      title: 'Sounds',
      description: '',
      questions: [
        {
          key: 'r',
          text: 'Sound R',
          is_required: true,
          type: 'scale',
          scale: {
            start: { value: 0, label: 'absent' },
            centre: { value: 2, label: '' },
            end: { value: 4, label: 'correct' },
            step: 1,
            zones: [
              { name: 'severe', color: 'red', from: 0, to: 2 },
              { name: 'norm', color: 'green', from: 2, to: 4 },
            ],
          },
        },
      ],
    },
    {
      key: 'total',
      kind: 'computed',
      title: 'Total',
      description: '',
      formula: 'sum',
      score_type: 'positive',
      sources: [{ question_key: 'r', weight: 2 }],
      zones: [{ name: 'good', color: 'green', from: 4, to: 8 }],
    },
  ],
};

function renderAt(path: string) {
  const withSession = (element: React.ReactNode) => (
    <SessionProvider user={moderatorUser}>{element}</SessionProvider>
  );
  return renderRoutes(
    [
      { path: '/create-diagnostic-card', element: withSession(<CreateDiagnosticCardPage />) },
      { path: '/edit-diagnostic-card/:cardId', element: withSession(<EditDiagnosticCardPage />) },
      {
        path: '/preview-diagnostic-card/:cardId',
        element: withSession(<PreviewDiagnosticCardPage />),
      },
      { path: '/diagnostic-cards', element: <div data-testid="list-page" /> },
    ],
    { path },
  );
}

function stubApi(extra: Parameters<typeof stubFetch>[0] = {}) {
  return stubFetch({
    'GET /api/workspaces/10/categories': () => jsonResponse(200, { data: demoCategories }),
    'GET /api/diagnostic-card-templates/5': () => jsonResponse(200, { data: template }),
    ...extra,
  });
}

describe('Diagnostic card builder', () => {
  beforeEach(async () => {
    notifications.clean();
    await setUpI18n('en');
  });

  it('refuses a new template without its texts and focuses the first field in error', async () => {
    const calls = stubApi();
    renderAt('/create-diagnostic-card');
    fireEvent.click(await screen.findByTestId('diagnostic-save'));
    expect(await screen.findByText('Enter the template title')).toBeInTheDocument();
    const block = screen.getByTestId('block-0');
    expect(within(block).getAllByText('The block is not fully filled')).toHaveLength(2);
    await waitFor(() => expect(screen.getByTestId('diagnostic-title')).toHaveFocus());
    expect(screen.getByTestId('refused-save-note')).toBeInTheDocument();
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });

  it('sends the base version and offers a reload when someone else saved first', async () => {
    const calls = stubApi({
      'PUT /api/diagnostic-card-templates/5': () =>
        jsonResponse(409, { message: 'Changed', code: 'DIAGNOSTIC_TEMPLATE_CHANGED' }),
    });
    renderAt('/edit-diagnostic-card/5');
    fireEvent.input(await screen.findByTestId('diagnostic-title'), {
      target: { value: 'Renamed' },
    });
    fireEvent.click(screen.getByTestId('diagnostic-save'));
    expect(await screen.findByTestId('diagnostic-conflict')).toHaveTextContent(
      'Someone else saved this template',
    );
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.body).toMatchObject({ base_version: 2, title: 'Renamed' });

    fireEvent.click(screen.getByTestId('diagnostic-reload'));
    await waitFor(() =>
      expect(screen.getByTestId('diagnostic-title')).toHaveValue('Sound examination'),
    );
    expect(screen.queryByTestId('diagnostic-conflict')).not.toBeInTheDocument();
  });

  it('moves a block down with its button, the keyboard way to reorder', async () => {
    stubApi();
    renderAt('/edit-diagnostic-card/5');
    const first = await screen.findByTestId('block-0');
    expect(within(first).getByTestId('block-title')).toHaveValue('Sounds');
    fireEvent.click(within(first).getByTestId('block-down'));
    expect(within(screen.getByTestId('block-0')).getByTestId('block-title')).toHaveValue('Total');
    expect(within(screen.getByTestId('block-1')).getByTestId('block-title')).toHaveValue('Sounds');
  });

  it('previews a scale with its zone and the computed score of the answers', async () => {
    stubApi();
    renderAt('/preview-diagnostic-card/5');
    const slider = await screen.findByRole('slider');
    expect(screen.getByTestId('score-value')).toHaveTextContent('—');
    fireEvent.keyDown(slider, { key: 'ArrowRight' });
    fireEvent.keyDown(slider, { key: 'ArrowRight' });
    fireEvent.keyDown(slider, { key: 'ArrowRight' });
    expect(screen.getByTestId('scale-answer-r-zone')).toHaveTextContent('norm');
    // Weight 2: a mark of 3 scores 6, in the "good" zone.
    expect(screen.getByTestId('score-value')).toHaveTextContent('6');
    expect(screen.getByTestId('score-zone')).toHaveTextContent('good');
  });
});
