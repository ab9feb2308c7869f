export * from './categories.ts';
export * from './diagnostic-links.ts';
export * from './diagnostics.ts';
export * from './exercises.ts';
export * from './notifications.ts';
export * from './storage.ts';
export * from './students.ts';
export * from './users.ts';
