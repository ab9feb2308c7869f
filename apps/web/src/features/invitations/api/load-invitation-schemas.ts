/** The invitation page's schemas, loaded after its first screen (decision 047). */
export const loadInvitationSchemas = () => import('./invitation-schemas.ts');
