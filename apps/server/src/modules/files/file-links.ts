import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FileFolder } from '../../lib/files.ts';
import { AVATAR_PATH } from './file-references.ts';

/**
 * A link's expiry is the end of the next whole window: every answer of one window carries the
 * same URL (the browser caches the file once) and each link lives between one and two windows,
 * far longer than a cached answer (decision 011: five minutes), a lesson or a working session
 * in a page that keeps its answers, yet a link that leaks stops working the same day.
 */
export const FILE_LINK_WINDOW_SECONDS = 4 * 3600;

export type FileLinks = {
  /** The signed URL of a stored file, for an answer whose caller may read it. */
  url: (folder: FileFolder, name: string) => string;
  /** The link's expiry (Unix seconds) when its signature holds and it has not expired. */
  verify: (folder: FileFolder, name: string, expires: string, signature: string) => number | null;
};

/** How many signed links are kept for reuse within their window. */
const SIGNED_LINKS_KEPT = 10_000;

function createFileLinks(secret: Buffer, now: () => number = Date.now): FileLinks {
  const sign = (folder: string, name: string, expires: number) =>
    createHmac('sha256', secret).update(`${folder}/${name}\n${expires}`).digest('base64url');

  // A link is the same for the whole window, so each is signed once per window (a list answer
  // carries one per row, and an HMAC per row showed in its profile). Past the bound, the kept
  // links are dropped and signed again as they are asked for.
  let signed = new Map<string, string>();
  let signedFor = 0;
  return {
    url(folder, name) {
      const expires =
        (Math.floor(now() / 1000 / FILE_LINK_WINDOW_SECONDS) + 2) * FILE_LINK_WINDOW_SECONDS;
      if (expires !== signedFor || signed.size >= SIGNED_LINKS_KEPT) {
        signed = new Map();
        signedFor = expires;
      }
      const key = `${folder}/${name}`;
      let link = signed.get(key);
      if (link === undefined) {
        link = `/api/files/${key}?expires=${expires}&signature=${sign(folder, name, expires)}`;
        signed.set(key, link);
      }
      return link;
    },

    verify(folder, name, expires, signature) {
      if (!/^\d{1,12}$/.test(expires)) return null;
      const at = Number(expires);
      if (at * 1000 <= now()) return null;
      const expected = Buffer.from(sign(folder, name, at));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      return at;
    },
  };
}

/**
 * File links are signed with a key derived from the installation's link secret (`lib/links.ts`):
 * one secret for every kind of link, shared by every API process, none of it in the database.
 */
export function createFileLinksFromSecret(
  linkSecret: string,
  now: () => number = Date.now,
): FileLinks {
  return createFileLinks(createHmac('sha256', linkSecret).update('file-links').digest(), now);
}

/**
 * `users.avatar_url` keeps the unsigned path of the avatar (what the sweep and the file route
 * look up); answers carry it signed.
 */
export function signAvatar(links: FileLinks, stored: string | null): string | null {
  if (!stored?.startsWith(AVATAR_PATH)) return stored;
  return links.url('avatars', stored.slice(AVATAR_PATH.length));
}
