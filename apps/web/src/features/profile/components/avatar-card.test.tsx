import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setUpI18n } from '../../../../test/i18n-for-tests.ts';
import { renderWithSession } from '../../../../test/render-with-providers.tsx';
import { stubXhr } from '../../../../test/stub-xhr.ts';
import { managerUser } from '../../../../test/users.ts';
import { i18n } from '../../../lib/i18n.ts';
import { AvatarCard } from './avatar-card.tsx';

function chooseFile(file: File) {
  fireEvent.change(screen.getByTestId('profile-avatar-input'), { target: { files: [file] } });
}

function buildImage(type: string, size = 1024): File {
  const file = new File(['x'], `photo.${type.split('/')[1]}`, { type });
  // Only the reported size matters to the check; no need to hold megabytes in memory.
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

describe('AvatarCard upload', () => {
  beforeEach(() => setUpI18n('en'));

  it('refuses a file that is not JPEG, PNG or WebP before uploading', async () => {
    const uploads = stubXhr();
    renderWithSession(<AvatarCard user={managerUser} />, managerUser);

    chooseFile(buildImage('image/gif'));

    expect(await screen.findByTestId('profile-avatar-error')).toHaveTextContent(
      'Upload a JPEG, PNG or WebP image',
    );
    expect(uploads).toHaveLength(0);
  });

  it('refuses an image over 5 MB, in the current language', async () => {
    const uploads = stubXhr();
    renderWithSession(<AvatarCard user={managerUser} />, managerUser);

    chooseFile(buildImage('image/png', 5 * 1024 * 1024 + 1));
    expect(await screen.findByTestId('profile-avatar-error')).toHaveTextContent(
      'The image is larger than 5 MB',
    );
    expect(uploads).toHaveLength(0);

    await act(() => i18n.changeLanguage('pl'));
    expect(screen.getByTestId('profile-avatar-error')).toHaveTextContent(
      'Obraz jest większy niż 5 MB',
    );
  });

  it('accepts exactly 5 MB, shows the upload percentage and the saved photo', async () => {
    const uploads = stubXhr();
    renderWithSession(<AvatarCard user={managerUser} />, managerUser);
    const file = buildImage('image/webp', 5 * 1024 * 1024);

    chooseFile(file);

    expect(screen.queryByTestId('profile-avatar-error')).not.toBeInTheDocument();
    await waitFor(() => expect(uploads).toHaveLength(1));
    const [upload] = uploads;
    expect(upload?.url).toBe('/api/users/profile/avatar');
    expect(upload?.body?.get('file')).toBe(file);

    act(() => upload?.sendProgress(2, 5));
    expect(await screen.findByTestId('profile-avatar-progress')).toHaveTextContent(
      'Uploading… 40%',
    );
    expect(screen.getByTestId('profile-avatar-upload')).toBeDisabled();

    upload?.respond(200, {
      data: { ...managerUser, avatar: '/api/files/avatars/abc.webp' },
    });
    expect(await screen.findByText('Photo updated')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByTestId('profile-avatar-progress')).not.toBeInTheDocument(),
    );
  });

  it('clears an earlier refusal when a good file is chosen', async () => {
    stubXhr();
    renderWithSession(<AvatarCard user={managerUser} />, managerUser);
    chooseFile(buildImage('text/plain'));
    expect(await screen.findByTestId('profile-avatar-error')).toBeInTheDocument();
    chooseFile(buildImage('image/jpeg'));
    expect(screen.queryByTestId('profile-avatar-error')).not.toBeInTheDocument();
    expect(await screen.findByTestId('profile-avatar-progress')).toHaveTextContent('Uploading… 0%');
  });
});
