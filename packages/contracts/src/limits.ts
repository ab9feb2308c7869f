/** Text length bounds (the spec leaves the numbers to us: decision 005). */
export const PASSWORD_LENGTH = { min: 8, max: 128 } as const;
export const NAME_LENGTH = { min: 2, max: 100 } as const;
export const EMAIL_MAX_LENGTH = 254;
export const PROJECT_NAME_LENGTH = { min: 2, max: 100 } as const;
export const PROJECT_DESCRIPTION_MAX_LENGTH = 1000;
/** Invitation links stay valid this long. */
export const INVITATION_TTL_DAYS = 7;
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const AVATAR_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const AVATAR_SIZE_PX = 256;
export const PAGE_SIZE_MAX = 100;
export const CATEGORY_NAME_LENGTH = { min: 1, max: 100 } as const;
export const CATEGORY_DESCRIPTION_MAX_LENGTH = 1000;
