import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type AcceptInviteBodySchema, RESPONSE_ERROR_NOTIFICATION_ID } from '@slovo/contracts';
import { IconLock, IconMail, IconUser } from '@tabler/icons-react';
import { hashKey, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../lib/api-client.ts';
import { setToken } from '../../../lib/auth/token-store.ts';
import {
  applyServerErrors,
  checkRepeatedPassword,
  submitWithSchema,
  translateFieldError,
} from '../../../lib/form-validation.ts';
import { dismissNotice } from '../../../lib/notify.ts';
import { useAcceptInvitationMutation } from '../api/accept-invitation.ts';
import { getInvitationQueryKey } from '../api/check-invitation.ts';
import { loadInvitationSchemas } from '../api/load-invitation-schemas.ts';

type AcceptValues = { name: string; password: string; repeatPassword: string };
type AcceptBody = ReturnType<typeof AcceptInviteBodySchema.parse>;

type AcceptInviteFormProps = {
  token: string;
  email: string;
  /** The invitation was used up or expired while the form was open. */
  onInvalid: (message: string) => void;
};

export function AcceptInviteForm({ token, email, onInvalid }: AcceptInviteFormProps) {
  const { t } = useTranslation('invitations');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const accept = useAcceptInvitationMutation();
  const toBody = ({ name, password }: AcceptValues) => ({ token, name, password });
  const form = useForm<AcceptValues>({
    initialValues: { name: '', password: '', repeatPassword: '' },
  });
  // The rules arrive while the visitor types; the form draws without them (decision 047).
  useEffect(() => void loadInvitationSchemas().catch(() => undefined), []);

  const load = () => loadInvitationSchemas().then((schemas) => schemas.AcceptInviteBodySchema);
  const handleSubmit = submitWithSchema(
    form,
    { load, toInput: toBody, extra: checkRepeatedPassword },
    (body: AcceptBody) => {
      accept.mutate(body, {
        onSuccess: ({ token: sessionToken }) => {
          // Someone else may be signed in on this device: nothing of theirs may stay cached. The
          // invitation's own answer stays: this page shows it until the app has opened, and
          // without it the page would ask again about an invitation now used up (410).
          const invitation = hashKey(getInvitationQueryKey(token));
          queryClient.removeQueries({ predicate: (query) => query.queryHash !== invitation });
          queryClient.getMutationCache().clear();
          dismissNotice(RESPONSE_ERROR_NOTIFICATION_ID);
          setToken(sessionToken);
          navigate('/', { replace: true });
        },
        onError: (error) => {
          if (isApiError(error) && error.code === 'INVALID_INVITATION') onInvalid(error.message);
          else applyServerErrors(form, error);
        },
      });
    },
  );

  return (
    <form onSubmit={form.onSubmit(handleSubmit)} noValidate data-testid="accept-invite-form">
      <Stack gap="md">
        <TextInput
          value={email.toLowerCase()}
          readOnly
          label={t('invitations:form.email')}
          leftSection={<IconMail size={18} />}
          variant="filled"
          autoComplete="username"
          data-testid="accept-invite-email"
        />
        <TextInput
          {...form.getInputProps('name')}
          error={translateFieldError(form.errors.name)}
          label={t('invitations:form.name')}
          placeholder={t('invitations:form.namePlaceholder')}
          leftSection={<IconUser size={18} />}
          autoComplete="name"
          data-testid="accept-invite-name"
        />
        <PasswordInput
          {...form.getInputProps('password')}
          error={translateFieldError(form.errors.password)}
          label={t('invitations:form.password')}
          leftSection={<IconLock size={18} />}
          autoComplete="new-password"
          data-testid="accept-invite-password"
        />
        <PasswordInput
          {...form.getInputProps('repeatPassword')}
          error={translateFieldError(form.errors.repeatPassword)}
          label={t('invitations:form.repeatPassword')}
          leftSection={<IconLock size={18} />}
          autoComplete="new-password"
          data-testid="accept-invite-repeat"
        />
        <Button
          type="submit"
          size="md"
          fullWidth
          mt="xs"
          loading={accept.isPending}
          data-testid="accept-invite-submit"
        >
          {t('invitations:form.submit')}
        </Button>
      </Stack>
    </form>
  );
}
