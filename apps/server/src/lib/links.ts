import { createHmac, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { hashToken } from './tokens.ts';

const SECRET_FILE = 'link-secret';

/**
 * The secret links are derived with: LINK_SECRET, or one made on the first start and kept in the
 * data folder. Every process of one installation must share it (set LINK_SECRET when scaling out).
 */
export async function loadLinkSecret(options: {
  linkSecret: string | undefined;
  dataDir: string;
}): Promise<string> {
  if (options.linkSecret) return options.linkSecret;
  const file = path.join(options.dataDir, SECRET_FILE);
  try {
    return (await fs.readFile(file, 'utf8')).trim();
  } catch (error) {
    if ((error as { code?: string }).code !== 'ENOENT') throw error;
  }
  await fs.mkdir(options.dataDir, { recursive: true });
  // Written aside, then linked into place: linking fails when another process was first, and a
  // reader never sees a half-written secret.
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  await fs.writeFile(draft, randomBytes(32).toString('base64url'), { mode: 0o600 });
  try {
    await fs.link(draft, file);
  } catch (error) {
    if ((error as { code?: string }).code !== 'EEXIST') throw error;
  } finally {
    await fs.rm(draft, { force: true });
  }
  return (await fs.readFile(file, 'utf8')).trim();
}

/**
 * Links that open something without an account (a parent's plan, a child's lesson). The token
 * (128 bits, URL-safe) is derived from a random per-row nonce with the link secret, and only its
 * SHA-256 is stored: the database alone, or a copy of it, opens no link, while staff can still be
 * shown the link at any time.
 */
export function createLinks(secret: string) {
  const tokenOf = (nonce: string) =>
    createHmac('sha256', secret).update(nonce).digest().subarray(0, 16).toString('base64url');
  return {
    tokenOf,
    /** What to store for a new link. */
    issue() {
      const nonce = randomBytes(16).toString('base64url');
      return { nonce, hash: hashToken(tokenOf(nonce)) };
    },
    /** What a token from a URL is looked up by. */
    hashOf: hashToken,
  };
}

export type Links = ReturnType<typeof createLinks>;
