/** The sign-in pages' schemas, loaded after their first screen (decision 047). */
export const loadAuthSchemas = () => import('./auth-schemas.ts');
