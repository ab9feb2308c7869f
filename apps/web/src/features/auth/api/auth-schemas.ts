// The contracts schemas of the sign-in pages, fetched on demand with zod (decision 047): the
// forms and their answers are checked by the server's own rules without zod on the first screen.
export {
  LoginBodySchema,
  OkSchema,
  PasswordResetCompleteBodySchema,
  PasswordResetPreviewSchema,
  PasswordResetRequestBodySchema,
  TokenSchema,
} from '@slovo/contracts';
