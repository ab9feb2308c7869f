/** Text length bounds (the spec leaves the numbers to us: decision 005). */
export const PASSWORD_LENGTH = { min: 8, max: 128 } as const;
export const NAME_LENGTH = { min: 2, max: 100 } as const;
export const EMAIL_MAX_LENGTH = 254;
