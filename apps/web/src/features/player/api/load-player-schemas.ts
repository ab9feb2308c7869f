/** The player's schemas, loaded side by side with the lesson's answer (decision 047). */
export const loadPlayerSchemas = () => import('./player-schemas.ts');
