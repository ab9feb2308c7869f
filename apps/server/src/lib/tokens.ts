import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe. */
export function generateToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are high-entropy, so a fast hash is enough to make a stored copy useless. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
