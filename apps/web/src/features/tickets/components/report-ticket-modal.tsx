import { Button, FileInput, Modal, NumberInput, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  ATTACHMENT_IMAGE_TYPES,
  PRESENTATION_MAX_SLIDES,
  TICKET_ATTACHMENTS_MAX,
  TICKET_DESCRIPTION_MAX_LENGTH,
} from '@slovo/contracts';
import { IconPhoto } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/notify.ts';
import { useCreateTicket } from '../api/tickets-api.ts';

/**
 * The form behind "report a problem" (decision 040), loaded when first opened: a description of
 * what is wrong and up to five screenshots. `target` is the slide on screen when it opened.
 */
export function ReportTicketModal({
  workspaceId,
  target,
  onClose,
}: {
  workspaceId: number;
  target: { exerciseId: number | null; slidePosition: number | null };
  onClose: () => void;
}) {
  const { t } = useTranslation('tickets');
  const [files, setFiles] = useState<File[]>([]);
  const [refusal, setRefusal] = useState<string | null>(null);
  const create = useCreateTicket(workspaceId);
  const form = useForm({
    initialValues: { description: '', slide: '' as string | number },
    validate: {
      description: (value) => (value.trim() === '' ? t('tickets:report.required') : null),
    },
  });
  const close = onClose;

  const submit = form.onSubmit((values) => {
    setRefusal(null);
    create.mutate(
      {
        body: {
          exercise_id: target.exerciseId,
          slide_position:
            target.exerciseId === null
              ? null
              : (target.slidePosition ?? (values.slide === '' ? null : Number(values.slide))),
          description: values.description,
        },
        files,
      },
      {
        onSuccess: (ticket) => {
          notify({ color: 'teal', message: t('tickets:report.sent', { id: ticket.id }) });
          close();
        },
        onError: (error) => setRefusal(isApiError(error) ? error.message : String(error)),
      },
    );
  });

  return (
    <Modal opened onClose={close} title={t('tickets:report.title')} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {target.slidePosition !== null && target.exerciseId !== null && (
            <Text size="sm" c="dimmed" data-testid="report-ticket-slide">
              {t('tickets:report.slide', { slide: target.slidePosition })}
            </Text>
          )}
          {target.slidePosition === null && target.exerciseId !== null && (
            <NumberInput
              label={t('tickets:report.slideNumber')}
              description={t('tickets:report.slideNumberHint')}
              min={1}
              max={PRESENTATION_MAX_SLIDES}
              allowDecimal={false}
              allowNegative={false}
              w={220}
              data-testid="report-ticket-slide-number"
              {...form.getInputProps('slide')}
            />
          )}
          <Textarea
            label={t('tickets:report.description')}
            placeholder={t('tickets:report.placeholder')}
            autosize
            minRows={3}
            maxLength={TICKET_DESCRIPTION_MAX_LENGTH}
            withAsterisk
            data-autofocus
            data-testid="report-ticket-description"
            {...form.getInputProps('description')}
          />
          <FileInput
            label={t('tickets:report.screenshots')}
            description={t('tickets:report.screenshotsHint', { max: TICKET_ATTACHMENTS_MAX })}
            placeholder={t('tickets:report.choose')}
            leftSection={<IconPhoto size={16} />}
            accept={ATTACHMENT_IMAGE_TYPES.join(',')}
            multiple
            clearable
            value={files}
            onChange={(chosen) => setFiles(chosen.slice(0, TICKET_ATTACHMENTS_MAX))}
            data-testid="report-ticket-files"
          />
          {refusal && (
            <Text size="sm" c="red" role="alert" data-testid="report-ticket-refused">
              {refusal}
            </Text>
          )}
          <Button type="submit" loading={create.isPending} data-testid="report-ticket-send">
            {t('tickets:report.send')}
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}
