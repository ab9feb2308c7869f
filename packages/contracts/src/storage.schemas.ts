import { z } from 'zod';

/** Storage keys and sub-keys: Latin letters, digits, `_` and `-`, 1 to 64 characters. */
export const StorageKeySchema = z
  .string()
  .regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/, 'validation.storageKey');

/** Largest JSON value one storage entry may hold, in bytes of its JSON text. */
export const STORAGE_VALUE_MAX_BYTES = 64 * 1024;

/** Any JSON value. Registered by id because it is recursive: OpenAPI documents it as a component. */
export const StorageValueSchema = z.json().meta({ id: 'JsonValue' });
export type JsonValue = z.infer<typeof StorageValueSchema>;
export const JsonObjectSchema = z.record(z.string(), StorageValueSchema);
export type JsonObject = z.infer<typeof JsonObjectSchema>;
