import { notifications } from '@mantine/notifications';
import { EXERCISE_STATUS } from '@slovo/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setUpI18n } from '../../../../test/i18n-for-tests.ts';
import { preloadLazyChunk } from '../../../../test/lazy-chunks.ts';
import { renderWithSession } from '../../../../test/render-with-providers.tsx';
import { jsonResponse, stubFetch } from '../../../../test/stub-fetch.ts';
import { stubXhr } from '../../../../test/stub-xhr.ts';
import { moderatorUser } from '../../../../test/users.ts';
import { buildExercise, buildPresentation, buildSlide } from '../test-fixtures.ts';
import { ReplaceDeckButton } from './replace-deck-button.tsx';

preloadLazyChunk(() => import('./replace-deck-modal.tsx'));

const PPTX_TYPE = 'application/vnd.openxmlformats-officedocument.presentationml.presentation';

const accepted = buildExercise({
  id: 5,
  title: 'Tiger roars',
  status_id: EXERCISE_STATUS.accepted,
});
const fixedDeck = buildPresentation({
  id: 77,
  name: 'tiger-fixed.pptx',
  size: 310_000,
  slides: [buildSlide(1), buildSlide(2), buildSlide(3), buildSlide(4)],
});

function renderButton(onReplaced = vi.fn()) {
  renderWithSession(
    <ReplaceDeckButton workspaceId={10} exerciseId={5} onReplaced={onReplaced} />,
    moderatorUser,
  );
  return onReplaced;
}

/** Drops a .pptx in the dialog's field and answers the upload as the server would. */
async function uploadDeck(
  dialog: HTMLElement,
  uploads: ReturnType<typeof stubXhr>,
  answer: [number, unknown],
) {
  fireEvent.change(within(dialog).getByTestId('presentation-input'), {
    target: { files: [new File(['pptx bytes'], 'tiger-fixed.pptx', { type: PPTX_TYPE })] },
  });
  await waitFor(() => expect(uploads).toHaveLength(1));
  expect(uploads[0]?.url).toBe('/api/exercises/files');
  expect(uploads[0]?.body?.get('kind')).toBe('presentation');
  act(() => uploads[0]?.respond(...answer));
}

describe('replace the deck', () => {
  beforeEach(async () => {
    notifications.clean();
    await setUpI18n('en');
  });

  it('uploads a new .pptx, shows it beside the current deck, and puts it in place', async () => {
    const calls = stubFetch({
      'GET /api/exercises/5': () => jsonResponse(200, { data: accepted }),
      'PUT /api/exercises/5/deck': () =>
        jsonResponse(200, { data: { ...accepted, presentation: fixedDeck, slide_count: 4 } }),
    });
    const uploads = stubXhr();
    const onReplaced = renderButton();

    fireEvent.click(screen.getByTestId('replace-deck'));
    const dialog = await screen.findByRole('dialog', { name: 'Replace the deck' });
    expect(await within(dialog).findByTestId('replace-deck-current')).toHaveTextContent(
      'sound-r.pptx2.3 MB · Slides: 3',
    );
    expect(dialog).toHaveTextContent('“Tiger roars” stays accepted.');
    // Read as a moderator, the role that replaces it.
    expect(calls.find((c) => c.url.startsWith('/api/exercises/5'))?.url).toBe(
      '/api/exercises/5?role_id=2',
    );
    const confirm = within(dialog).getByTestId('replace-deck-confirm');
    expect(confirm).toBeDisabled();

    const { slides: _slides, renderer: _renderer, ...upload } = fixedDeck;
    await uploadDeck(dialog, uploads, [200, { data: upload }]);
    expect(await within(dialog).findByTestId('presentation-info')).toHaveTextContent(
      'tiger-fixed.pptx',
    );
    expect(confirm).toBeEnabled();
    fireEvent.click(confirm);

    expect(
      await screen.findByText('“Tiger roars”: the new deck is in place (4 slides)'),
    ).toBeVisible();
    expect(onReplaced).toHaveBeenCalledOnce();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      workspace_id: 10,
      presentation_id: 77,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("explains the upload checks' refusal under the field and keeps the current deck", async () => {
    const calls = stubFetch({
      'GET /api/exercises/5': () => jsonResponse(200, { data: accepted }),
    });
    const uploads = stubXhr();
    const onReplaced = renderButton();
    fireEvent.click(screen.getByTestId('replace-deck'));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByTestId('replace-deck-current');

    await uploadDeck(dialog, uploads, [
      422,
      {
        message: 'Презентація містить макроси: збережіть її як .pptx без макросів',
        code: 'PRESENTATION_MACROS',
      },
    ]);
    expect(await within(dialog).findByTestId('presentation-error')).toHaveTextContent(
      'Презентація містить макроси',
    );
    expect(within(dialog).getByTestId('replace-deck-confirm')).toBeDisabled();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    expect(onReplaced).not.toHaveBeenCalled();
  });

  it("shows the server's refusal of the replacement in the dialog", async () => {
    stubFetch({
      'GET /api/exercises/5': () => jsonResponse(200, { data: accepted }),
      'PUT /api/exercises/5/deck': () =>
        jsonResponse(409, {
          message: 'Only the deck of an accepted microblock can be replaced here',
          code: 'DECK_NOT_REPLACEABLE',
        }),
    });
    const uploads = stubXhr();
    const onReplaced = renderButton();
    fireEvent.click(screen.getByTestId('replace-deck'));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByTestId('replace-deck-current');
    const { slides: _slides, renderer: _renderer, ...upload } = fixedDeck;
    await uploadDeck(dialog, uploads, [200, { data: upload }]);
    await within(dialog).findByTestId('presentation-info');
    fireEvent.click(within(dialog).getByTestId('replace-deck-confirm'));
    expect(await within(dialog).findByTestId('replace-deck-error')).toHaveTextContent(
      'Only the deck of an accepted microblock can be replaced here',
    );
    expect(onReplaced).not.toHaveBeenCalled();
  });

  it('offers no upload for a microblock that is no longer accepted', async () => {
    stubFetch({
      'GET /api/exercises/5': () =>
        jsonResponse(200, { data: { ...accepted, status_id: EXERCISE_STATUS.inProgress } }),
    });
    renderButton();
    fireEvent.click(screen.getByTestId('replace-deck'));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByTestId('replace-deck-refused')).toHaveTextContent(
      'Only the deck of an accepted microblock can be replaced here',
    );
    expect(within(dialog).queryByTestId('presentation-dropzone')).toBeNull();
    expect(within(dialog).queryByTestId('replace-deck-confirm')).toBeNull();
  });
});
