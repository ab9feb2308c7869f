import {
  ActionIcon,
  Button,
  ColorSwatch,
  Group,
  NumberInput,
  Paper,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import {
  DIAGNOSTIC_ZONE_COLORS,
  DIAGNOSTIC_ZONES_MAX,
  type DiagnosticZone,
} from '@slovo/contracts';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { type BuilderForm, getFieldProps } from './builder-form.ts';
import { createZone } from './diagnostic-form-values.ts';
import { ListError } from './list-error.tsx';

type ZonesEditorProps = {
  form: BuilderForm;
  /** Form path of the zones list. */
  path: string;
  zones: readonly DiagnosticZone[];
  /** Where a new zone starts and ends when the list is empty (a scale's range). */
  range: { from: number; to: number };
  testId: string;
};

/** Named coloured zones ("backgrounds"): a scale's or a score's ranges, such as norm or severe. */
export function ZonesEditor({ form, path, zones, range, testId }: ZonesEditorProps) {
  const { t } = useTranslation('diagnostics');
  const colours = DIAGNOSTIC_ZONE_COLORS.map((colour) => ({
    value: colour,
    label: t(`diagnostics:colours.${colour}`),
  }));
  const addZone = () => {
    const last = zones.at(-1);
    const from = last ? Number(last.to) : range.from;
    form.insertListItem(path, createZone(from, Math.max(from, range.to)));
  };
  return (
    <Stack gap="xs" data-testid={testId}>
      <Text size="sm" fw={600}>
        {t('diagnostics:zones.title')}
      </Text>
      {zones.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('diagnostics:zones.none')}
        </Text>
      )}
      {zones.map((zone, index) => (
        // Zones have no key of their own; their place is what names them here.
        // biome-ignore lint/suspicious/noArrayIndexKey: zones carry no key in the contract
        <Paper key={index} withBorder p="xs" radius="md" data-testid={`${testId}-${index}`}>
          <Group gap="xs" align="flex-start" wrap="wrap">
            <TextInput
              {...getFieldProps(form, `${path}.${index}.name`)}
              label={t('diagnostics:zones.name')}
              placeholder={t('diagnostics:zones.namePlaceholder')}
              withAsterisk
              style={{ flex: '1 1 160px' }}
              data-testid="zone-name"
            />
            <Select
              {...getFieldProps(form, `${path}.${index}.color`)}
              label={t('diagnostics:zones.colour')}
              data={colours}
              allowDeselect={false}
              leftSection={<ColorSwatch color={`var(--mantine-color-${zone.color}-5)`} size={14} />}
              w={140}
              data-testid="zone-colour"
            />
            <NumberInput
              {...getFieldProps(form, `${path}.${index}.from`)}
              label={t('diagnostics:zones.from')}
              w={100}
              data-testid="zone-from"
            />
            <NumberInput
              {...getFieldProps(form, `${path}.${index}.to`)}
              label={t('diagnostics:zones.to')}
              w={100}
              data-testid="zone-to"
            />
            <ActionIcon
              variant="subtle"
              color="gray"
              mt={26}
              size="lg"
              onClick={() => form.removeListItem(path, index)}
              aria-label={t('diagnostics:zones.remove', { number: index + 1 })}
            >
              <IconTrash size={18} />
            </ActionIcon>
          </Group>
        </Paper>
      ))}
      <ListError error={form.errors[path]} />
      <Group>
        <Button
          variant="subtle"
          size="xs"
          leftSection={<IconPlus size={16} />}
          onClick={addZone}
          disabled={zones.length >= DIAGNOSTIC_ZONES_MAX}
          data-testid={`${testId}-add`}
        >
          {t('diagnostics:zones.add')}
        </Button>
      </Group>
    </Stack>
  );
}
