import { AVATAR_MAX_BYTES, AVATAR_MIME_TYPES } from '@slovo/contracts';

export const AVATAR_MAX_MEGABYTES = AVATAR_MAX_BYTES / (1024 * 1024);

/**
 * The contracts error code the server would answer for this file, or null when it may go. The
 * server checks the bytes again; this only spares a useless upload.
 */
export function findAvatarFileProblem(file: File): 'INVALID_IMAGE' | 'IMAGE_TOO_LARGE' | null {
  if (!(AVATAR_MIME_TYPES as readonly string[]).includes(file.type)) return 'INVALID_IMAGE';
  if (file.size > AVATAR_MAX_BYTES) return 'IMAGE_TOO_LARGE';
  return null;
}
