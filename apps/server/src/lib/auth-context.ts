import type { CurrentUser } from '@slovo/contracts';

/** Who is calling: the signed-in user as the client sees them, and their session. */
export type AuthContext = { user: CurrentUser; sessionId: number };
