export * from './categories.ts';
export * from './diagnostics.ts';
export * from './exercises.ts';
export * from './programs.ts';
export * from './storage.ts';
export * from './students.ts';
export * from './users.ts';
