import {
  Alert,
  Button,
  Group,
  Menu,
  Modal,
  MultiSelect,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import {
  buildPath,
  CONFIRM_MODAL_MAX_WIDTH,
  DIAGNOSTIC_CARD_TEXT_MAX_LENGTH,
  type DiagnosticCard,
  type DiagnosticCardStatus,
  type DiagnosticTemplateVersion,
  listEmptyRequired,
  type Qualification,
} from '@slovo/contracts';
import { IconAlertTriangle, IconCalendar, IconChevronDown, IconSend } from '@tabler/icons-react';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EditorActionBar } from '../../../components/editor-action-bar.tsx';
import { useQualificationOptions } from '../../../components/qualification-badges.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { DatePickerInput } from '../../../lib/date-inputs.ts';
import { formatDate } from '../../../lib/dates.ts';
import { notify } from '../../../lib/notify.ts';
import { useWriteDiagnosticCardMutation } from '../api/change-diagnostic-card.ts';
import type { CardContent } from './card-drafts.ts';
import { DiagnosticQuestionnaire } from './diagnostic-preview.tsx';
import { RecommendedProgramSelect } from './recommended-program-select.tsx';
import { type SaveState, useCardEditor } from './use-card-editor.ts';

type CardEditorProps = {
  card: DiagnosticCard;
  version: DiagnosticTemplateVersion;
  userId: number;
  reload: () => Promise<DiagnosticCard | undefined>;
};

function SaveStateNote({ state }: { state: SaveState }) {
  const { t } = useTranslation('diagnostics');
  const [text, color] = ((): [string, string] => {
    switch (state.kind) {
      case 'saved':
        return [
          state.at
            ? t('diagnostics:card.savedAt', {
                time: state.at.toLocaleTimeString(undefined, { timeStyle: 'short' }),
              })
            : t('diagnostics:card.allSaved'),
          'dimmed',
        ];
      case 'pending':
        return [t('diagnostics:card.pending'), 'var(--mantine-color-orange-light-color)'];
      case 'saving':
        return [t('diagnostics:card.saving'), 'dimmed'];
      case 'offline':
        return [t('diagnostics:card.offline'), 'var(--mantine-color-error)'];
      case 'invalid':
        return [t('diagnostics:card.invalid'), 'var(--mantine-color-error)'];
      case 'conflict':
        return [t('diagnostics:card.conflictShort'), 'var(--mantine-color-error)'];
    }
  })();
  return (
    <Text
      size="sm"
      c={color}
      fw={500}
      role="status"
      data-testid="card-save-state"
      data-state={state.kind}
    >
      {text}
    </Text>
  );
}

/** The therapist's statuses a received card can move to (spec 4); sending is its own button. */
function StatusMenu({
  card,
  disabled,
  onMove,
}: {
  card: DiagnosticCard;
  disabled: boolean;
  onMove: (status: DiagnosticCardStatus) => void;
}) {
  const { t } = useTranslation('diagnostics');
  const targets = card.next_statuses.filter((status) => status !== 'sent');
  if (targets.length === 0) return null;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="default"
          rightSection={<IconChevronDown size={16} />}
          disabled={disabled}
          data-testid="card-status-menu"
        >
          {t('diagnostics:card.changeStatus')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {targets.map((status) => (
          <Menu.Item
            key={status}
            onClick={() => onMove(status)}
            data-testid={`card-status-${status}`}
          >
            {t(`diagnostics:statuses.${status}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

function Field({ children }: { children: ReactNode }) {
  return <div style={{ minWidth: 0 }}>{children}</div>;
}

/**
 * `/manage-client-dc/{cardId}`: the card filled by whoever examines the child. Saved by itself
 * while typing; "Send" passes it to the therapist, and with required answers empty a confirm
 * offers to save it anyway or to pass it on as it is (spec 5). The therapist reads a received
 * card and moves its status.
 */
export function CardEditor({ card, version, userId, reload }: CardEditorProps) {
  const { t } = useTranslation(['diagnostics', 'common']);
  const editor = useCardEditor(card, userId, reload);
  const moveStatus = useWriteDiagnosticCardMutation();
  const qualificationOptions = useQualificationOptions();
  const [busy, setBusy] = useState<'save' | 'send' | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [missing, setMissing] = useState<ReadonlySet<string> | null>(null);
  const [isConfirming, setIsConfirming] = useState(false);
  const { content, state } = editor;

  const emptyRequired = useMemo(
    () => listEmptyRequired(version.blocks, content.answers),
    [version.blocks, content.answers],
  );
  // Marked after a refused send, until each is answered.
  const shownMissing = missing && new Set(emptyRequired.filter((key) => missing.has(key)));

  const fieldError = (path: string) =>
    state.kind === 'invalid'
      ? state.fields.find((field) => field.path === path)?.message
      : undefined;
  const change = (update: (current: CardContent) => CardContent) => {
    setRefusal(null);
    editor.setContent(update);
  };
  const changeInfo = (key: keyof CardContent['client_info'], value: string | null) =>
    change((current) => ({ ...current, client_info: { ...current.client_info, [key]: value } }));

  const write = async (kind: 'save' | 'send', allowRequiredEmpty: boolean) => {
    setRefusal(null);
    setIsConfirming(false);
    setBusy(kind);
    try {
      const saved = await editor.commit(kind, allowRequiredEmpty);
      setMissing(null);
      // Decision 035: the answer to a send says whether the student's therapist was told.
      const isUntold = 'therapist_notice' in saved && saved.therapist_notice === 'no_therapist';
      notify({
        color: isUntold ? 'orange' : 'green',
        message: isUntold
          ? t('diagnostics:sendNotice.noTherapist')
          : t(kind === 'send' ? 'diagnostics:card.sent' : 'diagnostics:card.saved'),
      });
    } catch (error) {
      if (isApiError(error) && error.code === 'DIAGNOSTIC_CARD_REQUIRED_EMPTY') {
        setMissing(new Set(emptyRequired));
        setIsConfirming(true);
      } else if (isApiError(error) && error.code === 'DIAGNOSTIC_CARD_SEND_FAILED') {
        // The content was kept on the server; the card stays as it was, to be sent later.
        setRefusal(error.message);
        await editor.settle('mine');
      } else if (state.kind !== 'conflict') {
        setRefusal(isApiError(error) ? error.message : t('diagnostics:card.failed'));
      }
    } finally {
      setBusy(null);
    }
  };

  const move = (status: DiagnosticCardStatus) =>
    moveStatus.mutate(
      { kind: 'status', cardId: card.id, workspaceId: card.workspace_id, status },
      {
        onSuccess: (moved) => {
          editor.adopt(moved, 'mine');
          notify({
            color: 'green',
            message: t('diagnostics:card.moved', { status: t(`diagnostics:statuses.${status}`) }),
          });
        },
        onError: (error) =>
          setRefusal(isApiError(error) ? error.message : t('diagnostics:card.failed')),
      },
    );

  /** Back to the form, at the first required question left empty. */
  const fillIn = () => {
    setIsConfirming(false);
    requestAnimationFrame(() =>
      document
        .querySelector('[data-missing]')
        ?.scrollIntoView({ block: 'center', behavior: 'smooth' }),
    );
  };

  const canSend = card.can_edit && card.next_statuses.includes('sent');
  return (
    <Stack gap="lg">
      <EditorActionBar
        testId="card-bar"
        backTo={buildPath('manageDiagnosticianClients', { clientId: card.client_id })}
        backLabel={t('diagnostics:card.back')}
        note={card.can_edit ? <SaveStateNote state={state} /> : undefined}
        actions={
          <>
            <StatusMenu
              card={card}
              disabled={editor.isDirty || moveStatus.isPending}
              onMove={move}
            />
            {card.can_edit && (
              <Button
                variant="default"
                onClick={() => void write('save', true)}
                loading={busy === 'save'}
                disabled={busy !== null || state.kind === 'conflict'}
                data-testid="card-save"
              >
                {t('diagnostics:card.saveDraft')}
              </Button>
            )}
            {canSend && (
              <Button
                leftSection={<IconSend size={18} />}
                onClick={() => void write('send', false)}
                loading={busy === 'send'}
                disabled={busy !== null || state.kind === 'conflict'}
                data-testid="card-send"
              >
                {t('diagnostics:card.send')}
              </Button>
            )}
          </>
        }
      >
        {refusal && (
          <Text size="sm" c="red" mt="sm" role="alert" data-testid="card-refusal">
            {refusal}
          </Text>
        )}
        {state.kind === 'conflict' && (
          <Alert
            mt="sm"
            color="red"
            icon={<IconAlertTriangle size={20} />}
            title={t('diagnostics:card.conflictTitle')}
            data-testid="card-conflict"
          >
            <Stack gap="sm">
              <Text size="sm">{t('diagnostics:card.conflictText')}</Text>
              <Group gap="sm">
                <Button
                  size="xs"
                  onClick={() => void editor.settle('mine')}
                  data-testid="card-keep-mine"
                >
                  {t('diagnostics:card.keepMine')}
                </Button>
                <Button
                  size="xs"
                  variant="default"
                  onClick={() => void editor.settle('theirs')}
                  data-testid="card-take-theirs"
                >
                  {t('diagnostics:card.takeTheirs')}
                </Button>
              </Group>
            </Stack>
          </Alert>
        )}
      </EditorActionBar>

      {!card.can_edit && (
        <Alert color="indigo" variant="light" data-testid="card-read-only">
          {card.sent_at
            ? t('diagnostics:card.readOnlySent', { date: formatDate(card.sent_at) })
            : t('diagnostics:card.readOnly')}
        </Alert>
      )}

      <fieldset
        disabled={!card.can_edit}
        style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}
        data-testid="card-form"
      >
        <Stack gap="lg">
          <SectionCard title={t('diagnostics:card.clientSection')}>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <Field>
                <TextInput
                  label={t('diagnostics:card.childName')}
                  value={content.client_info.child_name}
                  onChange={(event) => changeInfo('child_name', event.currentTarget.value)}
                  error={fieldError('client_info.child_name')}
                  data-testid="card-child-name"
                />
              </Field>
              <Field>
                <TextInput
                  label={t('diagnostics:card.clientName')}
                  value={content.client_info.client_name}
                  onChange={(event) => changeInfo('client_name', event.currentTarget.value)}
                  error={fieldError('client_info.client_name')}
                  data-testid="card-client-name"
                />
              </Field>
              <Field>
                <DatePickerInput
                  label={t('diagnostics:card.birthDate')}
                  value={content.client_info.birth_date}
                  onChange={(value) => changeInfo('birth_date', value)}
                  valueFormat="LL"
                  defaultLevel={content.client_info.birth_date ? 'month' : 'decade'}
                  leftSection={<IconCalendar size={16} />}
                  clearable
                  clearButtonProps={{ 'aria-label': t('diagnostics:preview.clear') }}
                  error={fieldError('client_info.birth_date')}
                  popoverProps={{ withinPortal: true }}
                />
              </Field>
              <Field>
                <TextInput
                  label={t('diagnostics:card.email')}
                  type="email"
                  value={content.client_info.contact_email}
                  onChange={(event) => changeInfo('contact_email', event.currentTarget.value)}
                  error={fieldError('client_info.contact_email')}
                />
              </Field>
              <Field>
                <TextInput
                  label={t('diagnostics:card.phone')}
                  type="tel"
                  value={content.client_info.contact_phone}
                  onChange={(event) => changeInfo('contact_phone', event.currentTarget.value)}
                  error={fieldError('client_info.contact_phone')}
                />
              </Field>
              <Field>
                <DatePickerInput
                  label={t('diagnostics:card.diagnosticDate')}
                  value={content.diagnostic_date}
                  onChange={(value) =>
                    value && change((current) => ({ ...current, diagnostic_date: value }))
                  }
                  valueFormat="LL"
                  leftSection={<IconCalendar size={16} />}
                  error={fieldError('diagnostic_date')}
                  popoverProps={{ withinPortal: true }}
                  data-testid="card-diagnostic-date"
                />
              </Field>
            </SimpleGrid>
          </SectionCard>

          <DiagnosticQuestionnaire
            blocks={version.blocks}
            answers={content.answers}
            onAnswer={(key, value) =>
              change((current) => ({
                ...current,
                answers: { ...current.answers, [key]: value as CardContent['answers'][string] },
              }))
            }
            missing={shownMissing ?? undefined}
            previous={card.previous_answers}
          />

          <SectionCard title={t('diagnostics:card.conclusionSection')}>
            <MultiSelect
              label={t('diagnostics:card.violations')}
              placeholder={t('diagnostics:card.violationsPlaceholder')}
              data={qualificationOptions}
              value={content.violations}
              onChange={(value) =>
                change((current) => ({ ...current, violations: value as Qualification[] }))
              }
              searchable
              clearable
              clearButtonProps={{ 'aria-label': t('diagnostics:preview.clear') }}
              comboboxProps={{ withinPortal: true }}
              error={fieldError('violations')}
              data-testid="card-violations"
            />
            <RecommendedProgramSelect
              workspaceId={card.workspace_id}
              value={content.recommended_program_id ?? null}
              initialName={card.recommended_program_name}
              onChange={(id) => change((current) => ({ ...current, recommended_program_id: id }))}
              error={fieldError('recommended_program_id')}
            />
            <Textarea
              label={t('diagnostics:card.program')}
              autosize
              minRows={3}
              maxLength={DIAGNOSTIC_CARD_TEXT_MAX_LENGTH}
              value={content.recommended_program}
              onChange={(event) => {
                const value = event.currentTarget.value;
                change((current) => ({ ...current, recommended_program: value }));
              }}
              error={fieldError('recommended_program')}
              data-testid="card-program"
            />
            <Textarea
              label={t('diagnostics:card.parentRequest')}
              autosize
              minRows={3}
              maxLength={DIAGNOSTIC_CARD_TEXT_MAX_LENGTH}
              value={content.parent_request}
              onChange={(event) => {
                const value = event.currentTarget.value;
                change((current) => ({ ...current, parent_request: value }));
              }}
              error={fieldError('parent_request')}
              data-testid="card-parent-request"
            />
          </SectionCard>
        </Stack>
      </fieldset>

      <Modal
        opened={isConfirming}
        onClose={() => setIsConfirming(false)}
        title={t('diagnostics:card.emptyTitle')}
        size={CONFIRM_MODAL_MAX_WIDTH}
      >
        <Stack gap="md">
          <Text size="sm">
            {t('diagnostics:card.emptyText', { count: shownMissing?.size ?? emptyRequired.length })}
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={fillIn} data-testid="card-fill-in">
              {t('diagnostics:card.fillIn')}
            </Button>
            <Button
              variant="default"
              onClick={() => void write('save', true)}
              data-testid="card-save-anyway"
            >
              {t('diagnostics:card.saveAnyway')}
            </Button>
            <Button onClick={() => void write('send', true)} data-testid="card-pass-on">
              {t('diagnostics:card.passOn')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
