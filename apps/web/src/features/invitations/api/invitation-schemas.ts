// The contracts schemas of the invitation page, fetched on demand with zod (decision 047): the
// page and its form draw first, checked by the server's own rules once they arrive.
export {
  AcceptInviteBodySchema,
  InvitationPreviewSchema,
  OkSchema,
  TokenSchema,
} from '@slovo/contracts';
