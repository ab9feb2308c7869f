import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setUpI18n } from '../../../../test/i18n-for-tests.ts';
import { renderWithSession } from '../../../../test/render-with-providers.tsx';
import { jsonResponse, stubFetch } from '../../../../test/stub-fetch.ts';
import { moderatorUser, pageOfItems, teacherUser } from '../../../../test/users.ts';
import { buildTemplateSummary } from '../test-fixtures.ts';
import { ModeratorTemplatesPage, TeacherTemplatesPage } from './templates-page.tsx';

const dyslalia = buildTemplateSummary({
  id: 1,
  title: 'Dyslalia, first course',
  block_count: 3,
  protocol_count: 2,
});
const stuttering = buildTemplateSummary({
  id: 2,
  title: 'Stuttering',
  description: 'Breathing and rhythm.',
  block_count: 1,
});

function stubList(templates = [dyslalia, stuttering], extra: Parameters<typeof stubFetch>[0] = {}) {
  return stubFetch({
    'GET /api/templates': () => jsonResponse(200, pageOfItems(templates)),
    ...extra,
  });
}

function writes(calls: ReturnType<typeof stubFetch>) {
  return calls.filter((call) => call.method !== 'GET');
}

describe('TemplatesPage for moderators', () => {
  beforeEach(async () => {
    notifications.clean();
    await setUpI18n('en');
  });

  it('lists templates with description, block and protocol counts and the update date', async () => {
    const calls = stubList();
    renderWithSession(<ModeratorTemplatesPage />, moderatorUser);

    const row = await screen.findByTestId('template-row-1');
    expect(row).toHaveTextContent('Dyslalia, first course');
    expect(row).toHaveTextContent('Sound production and automation for children 4-7.');
    expect(screen.getByTestId('template-blocks-1')).toHaveTextContent('3 blocks');
    expect(screen.getByTestId('template-protocols-1')).toHaveTextContent('2 protocols');
    expect(screen.getByTestId('template-blocks-2')).toHaveTextContent('1 block');
    expect(row).toHaveTextContent('12 March 2025');
    expect(screen.getByTestId('template-open-1')).toHaveAttribute('href', '/edit-template/1');
    expect(screen.getByTestId('template-create')).toHaveAttribute('href', '/create-template');
    expect(calls[0]?.url).toBe('/api/templates?workspace_id=10&page=1&pageSize=20');
  });

  it('searches by title', async () => {
    const calls = stubList();
    renderWithSession(<ModeratorTemplatesPage />, moderatorUser);
    await screen.findByTestId('template-row-1');

    fireEvent.input(screen.getByTestId('templates-search'), { target: { value: 'stut' } });

    await waitFor(() =>
      expect(calls.at(-1)?.url).toBe('/api/templates?workspace_id=10&term=stut&page=1&pageSize=20'),
    );
  });

  it('deletes after a confirm saying that protocols keep their plans', async () => {
    const calls = stubList(undefined, {
      'DELETE /api/templates/1': () => jsonResponse(200, { data: { ok: true } }),
    });
    renderWithSession(<ModeratorTemplatesPage />, moderatorUser);

    fireEvent.click(await screen.findByTestId('template-menu-1'));
    fireEvent.click(await screen.findByTestId('template-delete'));
    expect(
      await screen.findByText('2 protocols were made from it: they keep their plans as they are.'),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('template-delete-confirm'));

    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(writes(calls)[0]).toMatchObject({
      method: 'DELETE',
      url: '/api/templates/1?workspace_id=10',
    });
    expect(
      await screen.findByText('Template “Dyslalia, first course” deleted'),
    ).toBeInTheDocument();
  });

  it('offers to create the first template when there is none', async () => {
    stubList([]);
    renderWithSession(<ModeratorTemplatesPage />, moderatorUser);

    const empty = await screen.findByTestId('templates-empty');
    expect(within(empty).getByRole('link', { name: 'New template' })).toHaveAttribute(
      'href',
      '/create-template',
    );
  });

  it('says when a search finds nothing', async () => {
    stubFetch({
      'GET /api/templates': (call) =>
        jsonResponse(200, pageOfItems(call.url.includes('term=') ? [] : [dyslalia])),
    });
    renderWithSession(<ModeratorTemplatesPage />, moderatorUser);
    await screen.findByTestId('template-row-1');

    fireEvent.input(screen.getByTestId('templates-search'), { target: { value: 'zzz' } });

    expect(await screen.findByText('Nothing found')).toBeInTheDocument();
  });

  it('shows placeholders while loading and a retry when the list fails', async () => {
    let isFailing = true;
    stubFetch({
      'GET /api/templates': () =>
        isFailing
          ? jsonResponse(500, { message: 'Server error', code: 'INTERNAL' })
          : jsonResponse(200, pageOfItems([dyslalia])),
    });
    renderWithSession(<ModeratorTemplatesPage />, moderatorUser);

    expect(screen.getByTestId('templates-loading')).toBeInTheDocument();
    const error = await screen.findByTestId('templates-error');
    isFailing = false;
    fireEvent.click(within(error).getByRole('button', { name: 'Try again' }));

    expect(await screen.findByTestId('template-row-1')).toBeInTheDocument();
  });
});

describe('TemplatesPage for teachers', () => {
  beforeEach(async () => {
    notifications.clean();
    await setUpI18n('en');
  });

  it('lists templates read-only: rows open the view, nothing to create or delete', async () => {
    stubList();
    renderWithSession(<TeacherTemplatesPage />, teacherUser);

    expect(await screen.findByTestId('template-row-1')).toBeInTheDocument();
    expect(screen.getByTestId('templates-page')).toHaveAttribute('data-read-only', 'true');
    expect(screen.getByTestId('template-open-1')).toHaveAttribute('href', '/view-template/1');
    expect(screen.getByRole('link', { name: 'Open “Stuttering”' })).toHaveAttribute(
      'href',
      '/view-template/2',
    );
    expect(screen.queryByTestId('template-create')).not.toBeInTheDocument();
    expect(screen.queryByTestId('template-menu-1')).not.toBeInTheDocument();
  });

  it('explains that moderators create templates when there is none', async () => {
    stubList([]);
    renderWithSession(<TeacherTemplatesPage />, teacherUser);

    const empty = await screen.findByTestId('templates-empty');
    expect(empty).toHaveTextContent('Moderators of the project create protocol templates.');
    expect(within(empty).queryByRole('link')).not.toBeInTheDocument();
  });
});
