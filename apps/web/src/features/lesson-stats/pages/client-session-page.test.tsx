import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { withEnglishRemembered } from '../../../../test/i18n-for-tests.ts';
import { renderRoutes } from '../../../../test/render-with-providers.tsx';
import { jsonResponse, stubFetch } from '../../../../test/stub-fetch.ts';
import { i18n } from '../../../lib/i18n.ts';
import { buildClientSession } from '../test-fixtures.ts';
import { ClientSessionPage } from './client-session-page.tsx';

const TOKEN = 'AAAAAAAAAAAAAAAAAAAAAA';
const SESSION_URL = `GET /api/client-session/${TOKEN}`;

function renderPage(token = TOKEN) {
  return renderRoutes([{ path: '/client-session/:encryptedId', element: <ClientSessionPage /> }], {
    path: `/client-session/${token}`,
  });
}

describe('ClientSessionPage', () => {
  withEnglishRemembered();

  it('tells the family how the lesson went, in their language, without remembering it', async () => {
    const calls = stubFetch({
      [SESSION_URL]: () => jsonResponse(200, { data: buildClientSession() }),
    });
    renderPage();

    const page = await screen.findByTestId('client-session-page');
    expect(calls[0]?.url).toBe(`/api/client-session/${TOKEN}`);
    expect(i18n.resolvedLanguage).toBe('uk');
    expect(window.localStorage.getItem('default-language')).toBe('en');
    expect(screen.getByTestId('language-switcher')).toHaveValue('uk');

    expect(screen.getByTestId('client-session-child')).toHaveTextContent('Марко');
    expect(screen.getByTestId('client-session-lesson')).toHaveTextContent('Заняття 3 плану 1');
    expect(screen.getByTestId('client-session-title')).toHaveTextContent('Тигр і динозаври');
    expect(screen.getByTestId('client-session-date')).toHaveTextContent('20 листопада 2026');
    expect(screen.getByTestId('client-session-teacher')).toHaveTextContent(
      'Логопед: Тетяна Вчителька',
    );
    expect(screen.getByTestId('client-session-duration')).toHaveTextContent('Тривало 42 хвилини');
    const practised = screen.getByTestId('client-session-presentations');
    expect(practised).toHaveTextContent('Що ми тренували');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Тигр гарчить: звук Р',
      'Тварини ферми',
    ]);
    expect(screen.getByTestId('client-session-correct')).toHaveTextContent('5 разів');
    expect(screen.getByTestId('client-session-prompted')).toHaveTextContent('2 рази');
    expect(screen.getByTestId('client-session-not-yet')).toHaveTextContent('1 раз');
    expect(screen.queryByTestId('client-session-upcoming')).not.toBeInTheDocument();
    expect(page).toHaveTextContent('Марко на занятті');
  });

  it('follows the language the visitor picks and keeps that choice', async () => {
    stubFetch({ [SESSION_URL]: () => jsonResponse(200, { data: buildClientSession() }) });
    renderPage();

    await screen.findByTestId('client-session-page');
    fireEvent.change(screen.getByTestId('language-switcher'), {
      target: { value: 'pl' },
    });

    await waitFor(() =>
      expect(screen.getByTestId('client-session-lesson')).toHaveTextContent('Zajęcia 3 z planu 1'),
    );
    expect(screen.getByTestId('client-session-correct')).toHaveTextContent('5 razy');
    expect(screen.getByTestId('client-session-not-yet')).toHaveTextContent('1 raz');
    expect(screen.getByTestId('client-session-date')).toHaveTextContent('20 listopada 2026');
    // A language the visitor picks is theirs.
    expect(window.localStorage.getItem('default-language')).toBe('pl');
  });

  it('puts the previous language back when the family leaves the page', async () => {
    stubFetch({ [SESSION_URL]: () => jsonResponse(200, { data: buildClientSession() }) });
    const { unmount } = renderPage();

    await screen.findByTestId('client-session-page');
    expect(i18n.resolvedLanguage).toBe('uk');
    unmount();
    await waitFor(() => expect(i18n.resolvedLanguage).toBe('en'));
  });

  it('says a lesson still ahead has not happened and hides empty results', async () => {
    stubFetch({
      [SESSION_URL]: () =>
        jsonResponse(200, {
          data: buildClientSession({
            language: 'en',
            child_name: 'Emma',
            title: '',
            finished_at: null,
            minutes: 0,
            correct: 0,
            incorrect: 0,
            prompted: 0,
          }),
        }),
    });
    renderPage();

    const upcoming = await screen.findByTestId('client-session-upcoming');
    expect(upcoming).toHaveTextContent('This lesson has not taken place yet');
    expect(upcoming).toHaveTextContent('you will see here what we practised');
    expect(screen.getByTestId('client-session-date')).toHaveTextContent('Friday, 20 November 2026');
    expect(screen.getByTestId('client-session-presentations')).toHaveTextContent(
      'What we are going to practise',
    );
    expect(screen.queryByTestId('client-session-title')).not.toBeInTheDocument();
    expect(screen.queryByTestId('client-session-duration')).not.toBeInTheDocument();
    expect(screen.queryByTestId('client-session-results')).not.toBeInTheDocument();
  });

  it('hides how it went when the therapist gave no marks', async () => {
    stubFetch({
      [SESSION_URL]: () =>
        jsonResponse(200, {
          data: buildClientSession({ language: 'en', correct: 0, incorrect: 0, prompted: 0 }),
        }),
    });
    renderPage();

    await screen.findByTestId('client-session-page');
    expect(screen.getByTestId('client-session-duration')).toHaveTextContent('Lasted 42 minutes');
    expect(screen.queryByTestId('client-session-results')).not.toBeInTheDocument();
  });

  it('explains a link that no longer works and asks for a new one', async () => {
    stubFetch({
      [SESSION_URL]: () => jsonResponse(404, { message: 'Not found', code: 'NOT_FOUND' }),
    });
    renderPage();

    const missing = await screen.findByTestId('client-session-missing');
    expect(missing).toHaveTextContent('This link does not work any more');
    expect(missing).toHaveTextContent('Ask your speech therapist for a new one.');
    expect(screen.getByTestId('language-switcher')).toBeInTheDocument();
    // The page explains it: no red toast on top.
    expect(screen.queryByText('Not found')).not.toBeInTheDocument();
  });

  it('treats a malformed link as one that does not work', async () => {
    stubFetch({
      'GET /api/client-session/short': () =>
        jsonResponse(400, {
          message: 'Please check the highlighted fields',
          code: 'VALIDATION_FAILED',
          details: { fields: [{ path: 'params.token', message: 'Invalid value' }] },
        }),
    });
    renderPage('short');

    expect(await screen.findByTestId('client-session-missing')).toBeInTheDocument();
  });

  it('offers a retry when the lesson cannot be loaded', async () => {
    let shouldFail = true;
    stubFetch({
      [SESSION_URL]: () =>
        shouldFail
          ? jsonResponse(500, { message: 'Something went wrong', code: 'INTERNAL' })
          : jsonResponse(200, { data: buildClientSession({ language: 'en' }) }),
    });
    renderPage();

    expect(screen.getByTestId('client-session-loading')).toBeInTheDocument();
    const error = await screen.findByTestId('client-session-error');
    expect(error).toHaveTextContent('The lesson could not be loaded');
    shouldFail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('client-session-page')).toBeInTheDocument();
  });
});
