import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { EMAIL_MAX_LENGTH, type Protocol, SendPlanSchema } from '@slovo/contracts';
import { IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-client.ts';
import {
  applyServerErrors,
  createSchemaValidator,
  translateFieldError,
} from '../../../lib/form-validation.ts';
import { notify } from '../../../lib/notify.ts';
import { useStudent } from '../api/get-student-options.ts';
import { useSendPlanMutation } from '../api/send-plan.ts';

type SendPlanFormProps = { workspaceId: number; protocol: Protocol; onDone: () => void };

type SendValues = { email: string };

function SendPlanForm({ workspaceId, protocol, onDone }: SendPlanFormProps) {
  const { t } = useTranslation(['protocols', 'common']);
  const sendPlan = useSendPlanMutation();
  const student = useStudent({ workspaceId, clientId: protocol.client.id });
  const contactEmail = student.data?.contact_email ?? '';
  const toBody = (values: SendValues) => ({
    workspace_id: workspaceId,
    protocol_id: protocol.id,
    // Empty: the server sends it to the student's contact e-mail.
    ...(values.email.trim() ? { email: values.email.trim() } : {}),
  });
  const form = useForm<SendValues>({
    initialValues: { email: '' },
    validate: createSchemaValidator(SendPlanSchema, toBody),
  });

  const submit = (values: SendValues) =>
    sendPlan.mutate(SendPlanSchema.parse(toBody(values)), {
      onSuccess: ({ sent_to }) => {
        notify({
          color: 'green',
          message: t('protocols:send.sent', { email: sent_to }),
        });
        onDone();
      },
      onError: (error) => {
        if (isApiError(error) && error.code === 'NO_CONTACT_EMAIL') {
          form.setFieldError('email', error.message);
          form.getInputNode('email')?.focus();
          return;
        }
        applyServerErrors(form, error);
      },
    });

  let hint = t('protocols:send.emailHintUnknown');
  if (student.isSuccess) {
    hint = contactEmail
      ? t('protocols:send.emailHint', { email: contactEmail })
      : t('protocols:send.emailHintNone');
  }

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate data-testid="send-plan-form">
      <Stack gap="md">
        <Text size="sm">
          {t('protocols:send.description', { name: protocol.client.child_name })}
        </Text>
        <TextInput
          {...form.getInputProps('email')}
          error={translateFieldError(form.errors.email)}
          type="email"
          label={t('protocols:send.email')}
          description={hint}
          placeholder={contactEmail || t('protocols:send.emailPlaceholder')}
          maxLength={EMAIL_MAX_LENGTH}
          data-autofocus
          data-testid="send-plan-email"
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            {t('common:actions.cancel')}
          </Button>
          <Button
            type="submit"
            leftSection={<IconSend size={16} />}
            loading={sendPlan.isPending}
            data-testid="send-plan-submit"
          >
            {t('protocols:send.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

type SendPlanModalProps = {
  isOpen: boolean;
  workspaceId: number;
  protocol: Protocol;
  onClose: () => void;
};

/** E-mails the parent link, to the student's contact unless another address is given. */
export function SendPlanModal({ isOpen, workspaceId, protocol, onClose }: SendPlanModalProps) {
  const { t } = useTranslation('protocols');
  return (
    <Modal opened={isOpen} onClose={onClose} title={t('protocols:send.title')} centered>
      <SendPlanForm workspaceId={workspaceId} protocol={protocol} onDone={onClose} />
    </Modal>
  );
}
