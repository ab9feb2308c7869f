import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { buildPath, CONFIRM_MODAL_MAX_WIDTH } from '@slovo/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useStartDiagnosticCardMutation } from '../api/change-diagnostic-card.ts';
import { useDiagnosticTemplates } from '../api/get-diagnostic-templates.ts';

type StartCardModalProps = {
  workspaceId: number;
  clientId: number;
  childName: string;
  opened: boolean;
  onClose: () => void;
};

/** Picks a template and starts a draft card from its current version, then opens the card. */
export function StartCardModal({
  workspaceId,
  clientId,
  childName,
  opened,
  onClose,
}: StartCardModalProps) {
  const { t } = useTranslation(['diagnostics', 'common']);
  const navigate = useNavigate();
  const [term, setTerm] = useState('');
  const [templateId, setTemplateId] = useState<string | null>(null);
  const templates = useDiagnosticTemplates({
    workspaceId,
    term,
    categoryId: null,
    status: 'active',
    page: 1,
  });
  const start = useStartDiagnosticCardMutation();
  const options = (templates.data?.data ?? []).map((template) => ({
    value: String(template.id),
    label: template.title,
  }));
  const submit = () => {
    if (templateId === null) return;
    start.mutate(
      { workspaceId, clientId, templateId: Number(templateId) },
      {
        onSuccess: (card) =>
          navigate(buildPath('manageClientDc', { cardId: card.id }), { replace: false }),
      },
    );
  };
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('diagnostics:student.startTitle', { name: childName })}
      size={CONFIRM_MODAL_MAX_WIDTH}
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('diagnostics:student.startText')}
        </Text>
        <Select
          label={t('diagnostics:student.template')}
          placeholder={t('diagnostics:student.templatePlaceholder')}
          data={options}
          value={templateId}
          onChange={setTemplateId}
          searchable
          searchValue={term}
          onSearchChange={setTerm}
          nothingFoundMessage={
            templates.isFetching
              ? t('diagnostics:student.loadingTemplates')
              : t('diagnostics:student.noTemplates')
          }
          comboboxProps={{ withinPortal: true }}
          data-testid="start-card-template"
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('common:actions.cancel')}
          </Button>
          <Button
            onClick={submit}
            disabled={templateId === null}
            loading={start.isPending}
            data-testid="start-card-submit"
          >
            {t('diagnostics:student.start')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
