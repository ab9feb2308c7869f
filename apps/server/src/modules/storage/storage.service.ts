import { type JsonObject, type JsonValue, STORAGE_VALUE_MAX_BYTES } from '@slovo/contracts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { StorageScope } from './storage.repository.ts';
import * as repo from './storage.repository.ts';

/** Property names of a whole-key value become sub-keys, so they follow the key rule. */
const SUBKEY_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;

function assertSize(value: unknown) {
  if (Buffer.byteLength(JSON.stringify(value)) > STORAGE_VALUE_MAX_BYTES) {
    throw new AppError('PAYLOAD_TOO_LARGE');
  }
}

/**
 * Private key/value storage: every entry belongs to one user (and optionally one workspace).
 * A key reads as an object of its sub-keys; a sub-key reads as its value.
 */
export function createStorageService({ db }: { db: Database }) {
  async function getKey(scope: StorageScope, key: string): Promise<JsonObject | null> {
    const rows = await repo.listEntries(db, scope, key);
    if (rows.length === 0) return null;
    return Object.fromEntries(rows.map((r) => [r.subkey, r.value as JsonValue]));
  }

  async function getSubkey(scope: StorageScope, key: string, subkey: string): Promise<JsonValue> {
    const [row] = await repo.listEntries(db, scope, key, subkey);
    return row ? (row.value as JsonValue) : null;
  }

  /** Reading an absent sub-key gives null, so storing null removes it. */
  async function setSubkey(scope: StorageScope, key: string, subkey: string, value: JsonValue) {
    assertSize(value);
    if (value === null) await repo.deleteEntries(db, scope, key, subkey);
    else await repo.upsertEntries(db, scope, key, [{ subkey, value }]);
    return value;
  }

  /** Replaces the whole key with the object's properties, atomically. */
  async function replaceKey(scope: StorageScope, key: string, value: JsonObject) {
    assertSize(value);
    const entries = Object.entries(value)
      .filter(([, v]) => v !== null)
      .map(([subkey, v]) => ({ subkey, value: v }));
    const invalid = entries.filter((e) => !SUBKEY_PATTERN.test(e.subkey));
    if (invalid.length > 0) {
      throw new AppError('VALIDATION_FAILED', {
        details: {
          fields: invalid.map((e) => ({ path: e.subkey, message: 'validation.storageKey' })),
        },
      });
    }
    await db.transaction(async (tx) => {
      await repo.deleteEntries(tx, scope, key);
      await repo.upsertEntries(tx, scope, key, entries);
    });
    return value;
  }

  function remove(scope: StorageScope, key: string, subkey?: string) {
    return repo.deleteEntries(db, scope, key, subkey);
  }

  return { getKey, getSubkey, setSubkey, replaceKey, remove };
}
