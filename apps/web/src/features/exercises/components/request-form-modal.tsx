import {
  ActionIcon,
  Button,
  Group,
  Input,
  Modal,
  MultiSelect,
  NumberInput,
  Stack,
  Text,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  ExerciseRequestInputSchema,
  REQUEST_AGE,
  REQUEST_DESCRIPTION_MAX_LENGTH,
} from '@slovo/contracts';
import { IconPlus, IconSend, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DescriptionField } from '../../../components/description-field.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import {
  applyServerErrors,
  createSchemaValidator,
  translateFieldError,
} from '../../../lib/form-validation.ts';
import { notify } from '../../../lib/notify.ts';
import { useCreateExerciseRequestMutation } from '../api/create-exercise-request.ts';
import { useThemes } from '../api/get-themes.ts';

/** `key` only keeps React rows stable while ranges are added and removed; it is never sent. */
type AgeRangeValue = { key: string; from: number | string; to: number | string };
type RequestValues = { description: string; interest_ids: string[]; age_ranges: AgeRangeValue[] };

const MAX_AGE_RANGES = 10;

let nextRangeKey = 0;
function createAgeRange(): AgeRangeValue {
  nextRangeKey += 1;
  return { key: `range-${nextRangeKey}`, from: REQUEST_AGE.min, to: REQUEST_AGE.max };
}

// An emptied number field reads as '': NaN makes the schema call it invalid rather than 0.
function readAge(value: number | string): number {
  return typeof value === 'number' ? value : Number.NaN;
}

function toRequestInput(values: RequestValues, workspaceId: number) {
  return {
    workspace_id: workspaceId,
    description: values.description,
    interest_ids: values.interest_ids.map(Number),
    age_ranges: values.age_ranges.map((range) => ({
      from: readAge(range.from),
      to: readAge(range.to),
    })),
  };
}

type RequestFormProps = { workspaceId: number; onDone: () => void };

function RequestForm({ workspaceId, onDone }: RequestFormProps) {
  const { t } = useTranslation(['exercises', 'common']);
  const themes = useThemes(workspaceId);
  const createRequest = useCreateExerciseRequestMutation();
  const form = useForm<RequestValues>({
    initialValues: { description: '', interest_ids: [], age_ranges: [createAgeRange()] },
    validate: createSchemaValidator(ExerciseRequestInputSchema, (values: RequestValues) =>
      toRequestInput(values, workspaceId),
    ),
  });
  const ranges = form.values.age_ranges;

  const handleSubmit = (values: RequestValues) => {
    const body = ExerciseRequestInputSchema.parse(toRequestInput(values, workspaceId));
    createRequest.mutate(body, {
      onSuccess: () => {
        notify({ color: 'green', message: t('exercises:requests.created') });
        onDone();
      },
      onError: (error) => {
        // Spec 5: a request without interests is refused by the server; its reason goes there.
        if (isApiError(error) && error.code === 'REQUEST_INTERESTS_REQUIRED') {
          form.setFieldError('interest_ids', error.message);
        } else {
          applyServerErrors(form, error);
        }
      },
    });
  };

  return (
    <form onSubmit={form.onSubmit(handleSubmit)} noValidate>
      <Stack gap="md">
        <DescriptionField
          {...form.getInputProps('description')}
          error={translateFieldError(form.errors.description, {
            max: REQUEST_DESCRIPTION_MAX_LENGTH,
          })}
          label={t('exercises:requests.form.description')}
          placeholder={t('exercises:requests.form.descriptionPlaceholder')}
          hint={t('exercises:requests.form.descriptionHint', {
            length: form.values.description.length,
            max: REQUEST_DESCRIPTION_MAX_LENGTH,
          })}
          maxLength={REQUEST_DESCRIPTION_MAX_LENGTH}
          withAsterisk
          minRows={3}
          data-autofocus
          data-testid="request-description"
        />
        <MultiSelect
          {...form.getInputProps('interest_ids')}
          error={translateFieldError(form.errors.interest_ids)}
          data={(themes.data ?? []).map((theme) => ({
            value: String(theme.id),
            label: theme.name,
          }))}
          label={t('exercises:requests.form.interests')}
          placeholder={
            form.values.interest_ids.length === 0
              ? t('exercises:requests.form.interestsPlaceholder')
              : undefined
          }
          nothingFoundMessage={t('exercises:requests.form.noInterests')}
          searchable
          clearable
          withAsterisk
          disabled={themes.isPending}
          comboboxProps={{ withinPortal: true }}
          data-testid="request-interests"
        />
        <Input.Wrapper
          label={t('exercises:requests.form.ages')}
          description={t('exercises:requests.form.agesHint', REQUEST_AGE)}
          error={translateFieldError(form.errors.age_ranges)}
          withAsterisk
        >
          <Stack gap="xs" mt={6}>
            {ranges.map((range, index) => (
              <Group key={range.key} gap="xs" align="flex-start" wrap="nowrap">
                <NumberInput
                  {...form.getInputProps(`age_ranges.${index}.from`)}
                  error={translateFieldError(form.errors[`age_ranges.${index}.from`])}
                  aria-label={t('exercises:requests.form.ageFrom', { index: index + 1 })}
                  leftSection={
                    <Text size="xs" c="dimmed">
                      {t('exercises:requests.form.from')}
                    </Text>
                  }
                  leftSectionWidth={44}
                  min={REQUEST_AGE.min}
                  max={REQUEST_AGE.max}
                  allowDecimal={false}
                  allowNegative={false}
                  style={{ flex: 1 }}
                  data-testid={`request-age-from-${index}`}
                />
                <NumberInput
                  {...form.getInputProps(`age_ranges.${index}.to`)}
                  error={translateFieldError(form.errors[`age_ranges.${index}.to`])}
                  aria-label={t('exercises:requests.form.ageTo', { index: index + 1 })}
                  leftSection={
                    <Text size="xs" c="dimmed">
                      {t('exercises:requests.form.to')}
                    </Text>
                  }
                  leftSectionWidth={44}
                  min={REQUEST_AGE.min}
                  max={REQUEST_AGE.max}
                  allowDecimal={false}
                  allowNegative={false}
                  style={{ flex: 1 }}
                  data-testid={`request-age-to-${index}`}
                />
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  size={36}
                  disabled={ranges.length === 1}
                  aria-label={t('exercises:requests.form.removeAge', { index: index + 1 })}
                  onClick={() => form.removeListItem('age_ranges', index)}
                  data-testid={`request-age-remove-${index}`}
                >
                  <IconTrash size={18} />
                </ActionIcon>
              </Group>
            ))}
            <Button
              variant="subtle"
              size="xs"
              leftSection={<IconPlus size={16} />}
              disabled={ranges.length >= MAX_AGE_RANGES}
              onClick={() => form.insertListItem('age_ranges', createAgeRange())}
              style={{ alignSelf: 'flex-start' }}
              data-testid="request-age-add"
            >
              {t('exercises:requests.form.addAge')}
            </Button>
          </Stack>
        </Input.Wrapper>
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onDone}>
            {t('common:actions.cancel')}
          </Button>
          <Button
            type="submit"
            leftSection={<IconSend size={18} />}
            loading={createRequest.isPending}
            data-testid="request-submit"
          >
            {t('exercises:requests.form.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

type RequestFormModalProps = { workspaceId: number; isOpen: boolean; onClose: () => void };

/** The form mounts with each opening, so every request starts from empty fields. */
export function RequestFormModal({ workspaceId, isOpen, onClose }: RequestFormModalProps) {
  const { t } = useTranslation('exercises');
  return (
    <Modal
      opened={isOpen}
      onClose={onClose}
      title={t('exercises:requests.form.title')}
      size="lg"
      centered
    >
      <div data-testid="request-modal">
        <RequestForm workspaceId={workspaceId} onDone={onClose} />
      </div>
    </Modal>
  );
}
