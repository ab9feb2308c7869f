import {
  ActionIcon,
  Button,
  FileInput,
  Modal,
  NumberInput,
  Stack,
  Text,
  Textarea,
  Tooltip,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  ATTACHMENT_IMAGE_TYPES,
  PRESENTATION_MAX_SLIDES,
  TICKET_ATTACHMENTS_MAX,
  TICKET_DESCRIPTION_MAX_LENGTH,
} from '@slovo/contracts';
import { IconMessageReport, IconPhoto } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/notify.ts';
import { useCreateTicket } from '../api/tickets-api.ts';

type ReportTicketButtonProps = {
  workspaceId: number;
  /** The microblock or themed version met; null for a general ticket (staff). */
  exerciseId: number | null;
  /** 1-based slide number the ticket concerns. */
  slidePosition: number | null;
  /** Where it sits: the dark player bar an icon, a list row a quiet icon, pages a button. */
  look?: 'icon' | 'subtle' | 'button';
};

/**
 * "Report a problem": a description of what is wrong with the slide and up to five screenshots
 * (decision 040). The slide is the one on screen when the button is pressed.
 */
export function ReportTicketButton({
  workspaceId,
  exerciseId,
  slidePosition,
  look = 'button',
}: ReportTicketButtonProps) {
  const { t } = useTranslation('tickets');
  const [isOpen, setIsOpen] = useState(false);
  const [files, setFiles] = useState<File[]>([]);
  const [refusal, setRefusal] = useState<string | null>(null);
  const create = useCreateTicket(workspaceId);
  const form = useForm({
    initialValues: { description: '', slide: '' as string | number },
    validate: {
      description: (value) => (value.trim() === '' ? t('tickets:report.required') : null),
    },
  });
  // The slide is fixed when the form opens: the player may move on meanwhile.
  const [target, setTarget] = useState({ exerciseId, slidePosition });

  const open = () => {
    setTarget({ exerciseId, slidePosition });
    setRefusal(null);
    setIsOpen(true);
  };
  const close = () => {
    setIsOpen(false);
    form.reset();
    setFiles([]);
  };

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

  const label = t('tickets:report.button');
  return (
    <>
      {look !== 'button' ? (
        <Tooltip label={label}>
          <ActionIcon
            variant={look === 'icon' ? 'filled' : 'subtle'}
            color={look === 'icon' ? 'dark.5' : 'gray'}
            size="lg"
            onClick={open}
            aria-label={label}
            data-testid="report-ticket"
          >
            <IconMessageReport size={20} />
          </ActionIcon>
        </Tooltip>
      ) : (
        <Button
          variant="light"
          color="orange"
          leftSection={<IconMessageReport size={18} />}
          onClick={open}
          data-testid="report-ticket"
        >
          {label}
        </Button>
      )}
      <Modal opened={isOpen} onClose={close} title={t('tickets:report.title')} centered>
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
    </>
  );
}
