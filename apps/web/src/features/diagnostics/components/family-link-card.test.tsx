import { notifications } from '@mantine/notifications';
import type { DiagnosticCard } from '@slovo/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setUpI18n } from '../../../../test/i18n-for-tests.ts';
import { renderWithProviders } from '../../../../test/render-with-providers.tsx';
import { jsonResponse, stubFetch } from '../../../../test/stub-fetch.ts';
import { FamilyLinkCard } from './family-link-card.tsx';

const card = { id: 7, status: 'sent' } as DiagnosticCard;
const LINK = {
  share_url: 'https://app.slovo.test/dc-preview/AAAAAAAAAAAAAAAAAAAAAA',
  progress_url: 'https://app.slovo.test/progress-preview/AAAAAAAAAAAAAAAAAAAAAA',
};
const NEW_LINK = {
  share_url: 'https://app.slovo.test/dc-preview/BBBBBBBBBBBBBBBBBBBBBB',
  progress_url: 'https://app.slovo.test/progress-preview/BBBBBBBBBBBBBBBBBBBBBB',
};
const NONE = { share_url: null, progress_url: null };
const url = '/api/clients/diagnostic-cards/7/share-link';

describe('FamilyLinkCard', () => {
  beforeEach(async () => {
    notifications.clean();
    await setUpI18n('en');
  });

  it('creates a link when there is none, with a notice', async () => {
    const calls = stubFetch({
      [`GET ${url}`]: () => jsonResponse(200, { data: NONE }),
      [`POST ${url}`]: () => jsonResponse(200, { data: LINK }),
    });
    renderWithProviders(<FamilyLinkCard workspaceId={10} card={card} />);
    expect(await screen.findByTestId('family-link-none')).toHaveTextContent(
      'The family has no link to this card yet.',
    );
    fireEvent.click(screen.getByTestId('family-link-create'));
    expect(await screen.findByTestId('family-link-card-url')).toHaveValue(LINK.share_url);
    expect(screen.getByTestId('family-link-progress-url')).toHaveValue(LINK.progress_url);
    expect(await screen.findByText('Family link ready')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ workspace_id: 10 });
  });

  it('replaces and turns the link off only after a confirmation', async () => {
    let current: typeof LINK | typeof NONE = LINK;
    const calls = stubFetch({
      [`GET ${url}`]: () => jsonResponse(200, { data: current }),
      [`POST ${url}`]: () => {
        current = NEW_LINK;
        return jsonResponse(200, { data: NEW_LINK });
      },
      [`DELETE ${url}`]: () => {
        current = NONE;
        return jsonResponse(200, { data: NONE });
      },
    });
    renderWithProviders(<FamilyLinkCard workspaceId={10} card={card} />);
    expect(await screen.findByTestId('family-link-card-url')).toHaveValue(LINK.share_url);

    fireEvent.click(screen.getByTestId('family-link-replace'));
    expect(await screen.findByText('Replace the family link?')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
    fireEvent.click(screen.getByTestId('family-link-issue-confirm'));
    await waitFor(() =>
      expect(screen.getByTestId('family-link-card-url')).toHaveValue(NEW_LINK.share_url),
    );

    fireEvent.click(screen.getByTestId('family-link-revoke'));
    fireEvent.click(await screen.findByTestId('family-link-revoke-confirm'));
    expect(await screen.findByTestId('family-link-none')).toBeInTheDocument();
    expect(await screen.findByText('Family link turned off')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'DELETE')?.url).toBe(`${url}?workspace_id=10`);
  });
});
