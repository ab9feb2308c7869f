export * from './storage.ts';
export * from './users.ts';
