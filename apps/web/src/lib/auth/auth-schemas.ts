// The session's schemas, fetched on demand with zod (decision 047): the language switcher on
// the public pages saves the account's language with them, never on their first screen.
export { CurrentUserSchema, TokenSchema } from '@slovo/contracts';
