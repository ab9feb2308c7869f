import { Alert, Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { buildPath, ProtocolInputSchema } from '@slovo/contracts';
import { IconInfoCircle } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../lib/api-client.ts';
import { translateFieldError } from '../../../lib/form-validation.ts';
import { notify } from '../../../lib/notify.ts';
import { useCreateProtocolMutation } from '../api/create-protocol.ts';
import { useStudent, useStudentOptions } from '../api/get-student-options.ts';
import { useTemplateOptions } from '../api/get-template-options.ts';

const SEARCH_DEBOUNCE_MS = 300;

type Option = { value: string; label: string };
type FieldErrors = { client_id?: string; template_id?: string };

type ProtocolFormProps = {
  workspaceId: number;
  preselectedClientId: number | null;
  onCancel: () => void;
};

/** The student picker searches on the server; the chosen student stays listed whatever the search. */
function useStudentSelect(workspaceId: number, preselectedClientId: number | null) {
  const [clientId, setClientId] = useState<string | null>(
    preselectedClientId === null ? null : String(preselectedClientId),
  );
  const [chosen, setChosen] = useState<Option | null>(null);
  const [search, setSearch] = useState('');
  const [term] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  // The search box shows the chosen name: that is not a search to run.
  const isChosenName = chosen !== null && term === chosen.label;
  const students = useStudentOptions({ workspaceId, term: isChosenName ? '' : term });
  const preselected = useStudent({ workspaceId, clientId: preselectedClientId });

  const options: Option[] = (students.data?.data ?? []).map((client) => ({
    value: String(client.id),
    label: client.child_name,
  }));
  const known =
    chosen ??
    (preselected.data
      ? { value: String(preselected.data.id), label: preselected.data.child_name }
      : null);
  if (known && clientId === known.value && !options.some((o) => o.value === known.value)) {
    options.unshift(known);
  }
  return {
    clientId,
    options,
    search,
    setSearch,
    isLoading: students.isFetching,
    choose: (value: string | null, option: Option | null) => {
      setClientId(value);
      setChosen(value && option ? option : null);
    },
  };
}

function ProtocolForm({ workspaceId, preselectedClientId, onCancel }: ProtocolFormProps) {
  const { t } = useTranslation(['protocols', 'common']);
  const navigate = useNavigate();
  const createProtocol = useCreateProtocolMutation();
  const student = useStudentSelect(workspaceId, preselectedClientId);
  const templates = useTemplateOptions(workspaceId);
  const [templateId, setTemplateId] = useState<string | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});

  const templateOptions: Option[] = (templates.data?.data ?? []).map((template) => ({
    value: String(template.id),
    label: template.title,
  }));
  const hasNoTemplates = templates.isSuccess && templateOptions.length === 0;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const nextErrors: FieldErrors = {};
    if (!student.clientId) nextErrors.client_id = t('protocols:form.studentRequired');
    if (!templateId) nextErrors.template_id = t('protocols:form.templateRequired');
    setErrors(nextErrors);
    if (!student.clientId || !templateId) return;
    const body = ProtocolInputSchema.parse({
      workspace_id: workspaceId,
      client_id: Number(student.clientId),
      template_id: Number(templateId),
    });
    createProtocol.mutate(body, {
      onSuccess: (protocol) => {
        notify({
          color: 'green',
          message: t('protocols:notifications.created', { name: protocol.client.child_name }),
        });
        navigate(buildPath('editProtocol', { protocolId: protocol.id }));
      },
      onError: (error) => {
        if (!isApiError(error)) return;
        setErrors(
          Object.fromEntries(
            error.fields
              .filter((field) => field.path === 'client_id' || field.path === 'template_id')
              .map((field) => [field.path, field.message]),
          ),
        );
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate data-testid="protocol-form">
      <Stack gap="md">
        <Select
          label={t('protocols:form.student')}
          placeholder={t('protocols:form.studentPlaceholder')}
          data={student.options}
          value={student.clientId}
          onChange={(value, option) => {
            student.choose(value, option);
            setErrors((current) => ({ ...current, client_id: undefined }));
          }}
          searchable
          searchValue={student.search}
          onSearchChange={student.setSearch}
          // The server already searched; Mantine's own filter would hide names matched otherwise.
          filter={({ options }) => options}
          nothingFoundMessage={
            student.isLoading ? t('protocols:form.searching') : t('protocols:form.noStudents')
          }
          error={translateFieldError(errors.client_id)}
          withAsterisk
          data-autofocus={preselectedClientId === null ? true : undefined}
          comboboxProps={{ withinPortal: true }}
          data-testid="protocol-form-student"
        />
        <Select
          label={t('protocols:form.template')}
          placeholder={t('protocols:form.templatePlaceholder')}
          description={t('protocols:form.templateHint')}
          data={templateOptions}
          value={templateId}
          onChange={(value) => {
            setTemplateId(value);
            setErrors((current) => ({ ...current, template_id: undefined }));
          }}
          searchable
          nothingFoundMessage={t('protocols:form.noTemplatesFound')}
          error={translateFieldError(errors.template_id)}
          withAsterisk
          disabled={hasNoTemplates}
          comboboxProps={{ withinPortal: true }}
          data-testid="protocol-form-template"
        />
        {hasNoTemplates && (
          <Alert color="yellow" variant="light" icon={<IconInfoCircle size={18} />}>
            {t('protocols:form.noTemplates')}
          </Alert>
        )}
        <Text size="sm" c="dimmed">
          {t('protocols:form.explanation')}
        </Text>
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onCancel}>
            {t('common:actions.cancel')}
          </Button>
          <Button
            type="submit"
            loading={createProtocol.isPending}
            disabled={hasNoTemplates}
            data-testid="protocol-form-submit"
          >
            {t('protocols:form.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

type ProtocolFormModalProps = {
  isOpen: boolean;
  workspaceId: number;
  preselectedClientId: number | null;
  onClose: () => void;
};

/** The form mounts with each opening, so it always starts empty (or with the given student). */
export function ProtocolFormModal({
  isOpen,
  workspaceId,
  preselectedClientId,
  onClose,
}: ProtocolFormModalProps) {
  const { t } = useTranslation('protocols');
  return (
    <Modal opened={isOpen} onClose={onClose} title={t('protocols:form.title')} size="md" centered>
      <ProtocolForm
        workspaceId={workspaceId}
        preselectedClientId={preselectedClientId}
        onCancel={onClose}
      />
    </Modal>
  );
}
