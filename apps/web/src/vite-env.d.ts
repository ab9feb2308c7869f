/// <reference types="vite/client" />

type ImportMetaEnv = {
  /** API base address; the same origin's `/api` when unset. */
  readonly VITE_API_URL?: string;
};
