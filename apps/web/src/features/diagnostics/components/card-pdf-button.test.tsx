import { notifications } from '@mantine/notifications';
import { type DiagnosticCard, ROLE } from '@slovo/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { setUpI18n } from '../../../../test/i18n-for-tests.ts';
import { renderWithSession } from '../../../../test/render-with-providers.tsx';
import { jsonResponse, stubFetch } from '../../../../test/stub-fetch.ts';
import { buildUser } from '../../../../test/users.ts';
import { CardPdfButton } from './card-pdf-button.tsx';

const diagnostician = buildUser({
  id: 6,
  workspaces: [
    { workspaceId: 10, workspaceTitle: 'Slovo Demo School', roles: [ROLE.diagnostician] },
  ],
});

const card = {
  id: 7,
  diagnostic_date: '2026-05-14',
  client_info: { child_name: 'Марко' },
} as DiagnosticCard;

const pdfUrl = `${window.location.origin}/api/clients/diagnostic-cards/7/pdf`;

/** jsdom neither makes object URLs nor follows a download link: both are recorded instead. */
function recordDownloads() {
  const saved: Blob[] = [];
  const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
  URL.createObjectURL = vi.fn((blob: Blob) => {
    saved.push(blob);
    return 'blob:card';
  });
  URL.revokeObjectURL = vi.fn();
  onTestFinished(() => {
    URL.createObjectURL = original.create;
    URL.revokeObjectURL = original.revoke;
  });
  const links: HTMLAnchorElement[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    links.push(this);
  });
  return { saved, links };
}

const pdfAnswer = () =>
  new Response('%PDF-1.3 …', {
    status: 200,
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="diagnostic-card-2026-05-14.pdf"; filename*=UTF-8''${encodeURIComponent('Марко 2026-05-14.pdf')}`,
    },
  });

describe('Download PDF of a card', () => {
  beforeEach(async () => {
    notifications.clean();
    window.localStorage.clear();
    await setUpI18n('en');
  });

  it('downloads the card in the interface language with the session token', async () => {
    window.localStorage.setItem('auth', 'secret-token');
    const { saved, links } = recordDownloads();
    const calls = stubFetch({ [`GET ${pdfUrl}`]: pdfAnswer });
    renderWithSession(<CardPdfButton workspaceId={10} card={card} />, diagnostician);

    fireEvent.click(screen.getByTestId('card-pdf-download'));

    await waitFor(() => expect(links).toHaveLength(1));
    expect(calls[0]?.url).toBe(`${pdfUrl}?workspace_id=10&lang=en`);
    expect(calls[0]?.headers.get('Authorization')).toBe('Bearer secret-token');
    expect(calls[0]?.headers.get('Accept')).toBe('application/pdf');
    expect(links[0]?.download).toBe('Марко 2026-05-14.pdf');
    expect(await saved[0]?.text()).toBe('%PDF-1.3 …');
  });

  it('downloads it in another language chosen from the menu', async () => {
    const { links } = recordDownloads();
    const calls = stubFetch({ [`GET ${pdfUrl}`]: pdfAnswer });
    renderWithSession(<CardPdfButton workspaceId={10} card={card} />, diagnostician);

    fireEvent.click(screen.getByTestId('card-pdf-languages'));
    fireEvent.click(await screen.findByTestId('card-pdf-language-pl'));

    await waitFor(() => expect(links).toHaveLength(1));
    expect(calls[0]?.url).toBe(`${pdfUrl}?workspace_id=10&lang=pl`);
  });

  it('tells when the file cannot be made', async () => {
    stubFetch({
      [`GET ${pdfUrl}`]: () =>
        jsonResponse(403, { message: 'You have no access to this card', code: 'FORBIDDEN' }),
    });
    renderWithSession(<CardPdfButton workspaceId={10} card={card} />, diagnostician);

    fireEvent.click(screen.getByTestId('card-pdf-download'));

    expect(await screen.findByText('The PDF could not be made')).toBeInTheDocument();
    expect(screen.getByText('You have no access to this card')).toBeInTheDocument();
  });
});
