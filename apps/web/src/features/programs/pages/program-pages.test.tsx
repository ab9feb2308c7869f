import { notifications } from '@mantine/notifications';
import type { ExerciseComplex, RecommendedProgram } from '@slovo/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setUpI18n } from '../../../../test/i18n-for-tests.ts';
import { preloadLazyChunk } from '../../../../test/lazy-chunks.ts';
import { renderRoutes, renderWithSession } from '../../../../test/render-with-providers.tsx';
import { jsonResponse, stubFetch } from '../../../../test/stub-fetch.ts';
import { moderatorUser, pageOfItems } from '../../../../test/users.ts';
import { SessionProvider } from '../../../lib/auth/session.tsx';
import { EditExerciseComplexPage, EditRecommendedProgramPage } from './program-edit-pages.tsx';
import { RecommendedProgramsPage } from './program-list-page.tsx';

preloadLazyChunk(() => import('../components/rich-text-field.tsx'));

const content = {
  type: 'doc' as const,
  content: [
    {
      type: 'paragraph' as const,
      content: [{ type: 'text' as const, text: 'Tongue up', marks: [{ type: 'bold' as const }] }],
    },
  ],
};

const program: RecommendedProgram = {
  id: 4,
  workspace_id: 10,
  name: 'Sound R',
  complex_count: 1,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-02T00:00:00Z',
  content,
  complexes: [{ id: 7, name: 'Warm-up' }],
};

const complex: ExerciseComplex = {
  id: 7,
  workspace_id: 10,
  name: 'Warm-up',
  program_count: 1,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-02T00:00:00Z',
  content,
};

const GONE =
  'The recommended program was not found: it may have just been deleted. Refresh the page or contact the administrator';

function renderAt(path: string) {
  const withSession = (element: React.ReactNode) => (
    <SessionProvider user={moderatorUser}>{element}</SessionProvider>
  );
  return renderRoutes(
    [
      {
        path: '/edit-recommended-program/:programId',
        element: withSession(<EditRecommendedProgramPage />),
      },
      {
        path: '/edit-exercise-complex/:complexId',
        element: withSession(<EditExerciseComplexPage />),
      },
    ],
    { path },
  );
}

describe('Recommended programs list', () => {
  beforeEach(async () => {
    notifications.clean();
    await setUpI18n('en');
  });

  it('says what to do when there are none, and searches by name on the server', async () => {
    const calls = stubFetch({
      'GET /api/recommended-programs': () => jsonResponse(200, pageOfItems([])),
    });
    renderWithSession(<RecommendedProgramsPage />, moderatorUser);
    expect(await screen.findByTestId('programs-empty')).toHaveTextContent(
      'Create the first program',
    );
    fireEvent.input(screen.getByTestId('programs-search'), { target: { value: 'sound' } });
    await waitFor(() => expect(calls.some((call) => call.url.includes('term=sound'))).toBe(true));
    expect(await screen.findByText('Nothing found')).toBeInTheDocument();
  });

  it('tells once, in the server’s words, why a program in use was not deleted', async () => {
    const refusal =
      'Diagnostic cards have this program chosen: Марко (Mar 2, 2026). Choose another program in them first';
    stubFetch({
      'GET /api/recommended-programs': () => jsonResponse(200, pageOfItems([program])),
      'DELETE /api/recommended-programs/4': () =>
        jsonResponse(409, { message: refusal, code: 'RECOMMENDED_PROGRAM_IN_USE' }),
    });
    renderWithSession(<RecommendedProgramsPage />, moderatorUser);
    expect(await screen.findByTestId('program-row-4')).toHaveTextContent('1 complex');
    fireEvent.click(screen.getByTestId('program-menu-4'));
    fireEvent.click(await screen.findByTestId('program-action-delete'));
    fireEvent.click(await screen.findByTestId('program-delete-confirm'));
    expect(await screen.findByTestId('program-delete-refused')).toHaveTextContent(refusal);
    expect(screen.getAllByText(refusal)).toHaveLength(1);
    expect(screen.getByTestId('program-row-4')).toBeVisible();
  });
});

describe('Editing a program or a complex', () => {
  beforeEach(async () => {
    notifications.clean();
    await setUpI18n('en');
  });

  it('opens a deleted program with the message to refresh or ask the administrator', async () => {
    stubFetch({
      'GET /api/recommended-programs/4': () =>
        jsonResponse(404, { message: GONE, code: 'RECOMMENDED_PROGRAM_NOT_FOUND' }),
    });
    renderAt('/edit-recommended-program/4');
    expect(await screen.findByTestId('program-not-found')).toHaveTextContent(GONE);
  });

  it('shows the content as it reads, and saves the name with the content as JSON', async () => {
    const calls = stubFetch({
      'GET /api/exercise-complexes/7': () => jsonResponse(200, { data: complex }),
      'PUT /api/exercise-complexes/7': (call) =>
        jsonResponse(200, { data: { ...complex, name: (call.body as { name: string }).name } }),
    });
    renderAt('/edit-exercise-complex/7');
    const preview = await screen.findByTestId('program-preview');
    expect(preview.querySelector('strong')).toHaveTextContent('Tongue up');
    expect(await screen.findByRole('textbox', { name: 'Content' })).toHaveTextContent('Tongue up');
    fireEvent.input(screen.getByTestId('program-name'), { target: { value: 'Warm-up, long' } });
    fireEvent.click(screen.getByTestId('program-save'));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      workspace_id: 10,
      name: 'Warm-up, long',
      content,
    });
  });

  it('tells by the button that the program was deleted meanwhile', async () => {
    stubFetch({
      'GET /api/recommended-programs/4': () => jsonResponse(200, { data: program }),
      'GET /api/exercise-complexes': () => jsonResponse(200, pageOfItems([complex])),
      'PUT /api/recommended-programs/4': () =>
        jsonResponse(404, { message: GONE, code: 'RECOMMENDED_PROGRAM_NOT_FOUND' }),
    });
    renderAt('/edit-recommended-program/4');
    fireEvent.input(await screen.findByTestId('program-name'), { target: { value: 'Sound R2' } });
    fireEvent.click(screen.getByTestId('program-save'));
    expect(await screen.findByTestId('refused-save-note')).toHaveTextContent(GONE);
    expect(screen.getAllByText(GONE)).toHaveLength(1);
  });
});
