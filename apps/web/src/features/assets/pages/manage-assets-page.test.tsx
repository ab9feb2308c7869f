import { notifications, notificationsStore } from '@mantine/notifications';
import { RESPONSE_ERROR_NOTIFICATION_ID } from '@slovo/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setUpI18n } from '../../../../test/i18n-for-tests.ts';
import { renderWithSession } from '../../../../test/render-with-providers.tsx';
import { jsonResponse, stubFetch } from '../../../../test/stub-fetch.ts';
import { stubXhr } from '../../../../test/stub-xhr.ts';
import { rootUser } from '../../../../test/users.ts';
import { buildAsset, pageOf, readQuery } from '../test-fixtures.ts';
import { ManageAssetsPage } from './manage-assets-page.tsx';

const jungle = buildAsset({ id: 1, name: 'Jungle', theme_count: 2 });
const beach = buildAsset({ id: 2, name: 'Beach' });
const roar = buildAsset({ id: 3, name: 'Roar', type: 'sound', size: 3 * 1024 * 1024 });

function stubAssetsApi(extra: Parameters<typeof stubFetch>[0] = {}) {
  return stubFetch({
    'GET /api/assets': ({ url }) => {
      const query = readQuery(url);
      if (query.pageSize === '1') {
        return jsonResponse(200, pageOf([], query.type === 'background' ? 2 : 0));
      }
      return jsonResponse(200, pageOf(query.type === 'sound' ? [roar] : [jungle, beach]));
    },
    ...extra,
  });
}

function renderPage(path = '/manage-assets') {
  return renderWithSession(<ManageAssetsPage />, rootUser, { path });
}

function hasErrorToast(): boolean {
  return notificationsStore
    .getState()
    .notifications.some((item) => item.id === RESPONSE_ERROR_NOTIFICATION_ID);
}

describe('ManageAssetsPage', () => {
  beforeEach(async () => {
    notifications.clean();
    await setUpI18n('en');
  });

  it('shows the files of the open tab with sizes, usage and the count of each type', async () => {
    stubAssetsApi();
    renderPage();

    const card = await screen.findByTestId('asset-card-1');
    expect(card).toHaveTextContent('Jungle');
    expect(card).toHaveTextContent('244.1 KB · 1280×720 px');
    expect(card).toHaveTextContent('Used by 2 themes');
    expect(screen.getByTestId('asset-card-2')).toHaveTextContent('Not used by themes');
    expect(await screen.findByTestId('assets-tab-count-background')).toHaveTextContent('2');
    expect(screen.getByTestId('assets-tab-count-sound')).toHaveTextContent('0');
  });

  it('plays sounds in their tiles', async () => {
    const calls = stubAssetsApi();
    renderPage('/manage-assets?type=sound');

    expect(await screen.findByTestId('asset-audio-3')).toHaveAttribute('src', roar.url);
    expect(screen.getByTestId('asset-card-3')).toHaveTextContent('3 MB');
    const listCall = calls.find((call) => readQuery(call.url).pageSize === '24');
    expect(readQuery(listCall?.url ?? '')).toMatchObject({ type: 'sound', page: '1' });
  });

  it('asks before deleting a file themes use, then deletes it with force', async () => {
    const calls = stubAssetsApi({
      'DELETE /api/assets/1': () =>
        jsonResponse(409, {
          message: 'Themes use this file (2): confirm the deletion and they lose it',
          code: 'ASSET_IN_USE',
          details: { themes: 2 },
        }),
      'DELETE /api/assets/1?force=true': () => jsonResponse(200, { data: { ok: true } }),
    });
    renderPage();

    fireEvent.click(await screen.findByTestId('asset-delete-1'));
    expect(
      await screen.findByText('Themes use this file (2): confirm the deletion and they lose it'),
    ).toBeInTheDocument();
    // The refusal is a question asked in the window, not an error toast.
    expect(hasErrorToast()).toBe(false);
    fireEvent.click(screen.getByTestId('asset-delete-force'));

    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.url)).toEqual([
        '/api/assets/1',
        '/api/assets/1?force=true',
      ]),
    );
    expect(await screen.findByText('“Jungle” deleted')).toBeInTheDocument();
  });

  it('deletes an unused file at once', async () => {
    const calls = stubAssetsApi({
      'DELETE /api/assets/2': () => jsonResponse(200, { data: { ok: true } }),
    });
    renderPage();

    fireEvent.click(await screen.findByTestId('asset-delete-2'));

    expect(await screen.findByText('“Beach” deleted')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.url)).toEqual([
      '/api/assets/2',
    ]);
    expect(screen.queryByTestId('asset-delete-force')).not.toBeInTheDocument();
  });

  it('uploads with the type of the tab and the file name, fields before the file', async () => {
    stubAssetsApi();
    const uploads = stubXhr();
    renderPage('/manage-assets?type=character');

    fireEvent.click(await screen.findByTestId('asset-upload'));
    expect(await screen.findByTestId('asset-upload-type')).toHaveValue('Character');
    const file = new File(['png'], 'Happy dino.png', { type: 'image/png' });
    fireEvent.change(screen.getByTestId('asset-upload-input'), { target: { files: [file] } });
    await waitFor(() => expect(screen.getByTestId('asset-upload-name')).toHaveValue('Happy dino'));
    fireEvent.click(screen.getByTestId('asset-upload-submit'));

    await waitFor(() => expect(uploads).toHaveLength(1));
    const [upload] = uploads;
    expect(upload?.url).toBe('/api/assets');
    expect([...(upload?.body?.keys() ?? [])]).toEqual(['type', 'name', 'file']);
    expect(upload?.body?.get('type')).toBe('character');
    expect(upload?.body?.get('name')).toBe('Happy dino');
    upload?.sendProgress(50, 100);
    expect(await screen.findByText('Uploading… 50%')).toBeInTheDocument();
    upload?.respond(415, {
      message: 'The file does not fit this type: use a PNG, JPEG or WebP picture',
      code: 'ASSET_INVALID',
    });

    expect(await screen.findByTestId('asset-upload-error')).toHaveTextContent(
      'The file does not fit this type',
    );
    expect(hasErrorToast()).toBe(false);
  });

  it('asks for a file before uploading', async () => {
    stubAssetsApi();
    const uploads = stubXhr();
    renderPage();

    fireEvent.click(await screen.findByTestId('asset-upload'));
    fireEvent.input(await screen.findByTestId('asset-upload-name'), {
      target: { value: 'Sea' },
    });
    fireEvent.click(screen.getByTestId('asset-upload-submit'));

    expect(await screen.findByText('Choose a file to upload')).toBeInTheDocument();
    expect(uploads).toHaveLength(0);
  });
});
