import { Group, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import type { DiagnosticScale } from '@slovo/contracts';
import { useTranslation } from 'react-i18next';
import { translateFieldError } from '../../../lib/form-validation.ts';
import { type BuilderForm, getFieldProps } from './builder-form.ts';
import { ZonesEditor } from './zones-editor.tsx';

const MARKS = ['start', 'centre', 'end'] as const;

/** A scale's three marks with labels, its step (one division) and its coloured zones. */
export function ScaleEditor({
  form,
  path,
  scale,
}: {
  form: BuilderForm;
  path: string;
  scale: DiagnosticScale;
}) {
  const { t } = useTranslation('diagnostics');
  const stepPath = `${path}.step`;
  return (
    <Stack gap="sm" data-testid="scale-editor">
      <Group gap="sm" align="flex-start" wrap="wrap">
        {MARKS.map((mark) => (
          <Stack key={mark} gap={4} style={{ flex: '1 1 180px' }}>
            <Group gap="xs" wrap="nowrap" align="flex-start">
              <NumberInput
                {...getFieldProps(form, `${path}.${mark}.value`)}
                label={t(`diagnostics:scale.${mark}`)}
                w={96}
                data-testid={`scale-${mark}-value`}
              />
              <TextInput
                {...getFieldProps(form, `${path}.${mark}.label`)}
                label={t('diagnostics:scale.label')}
                placeholder={t(`diagnostics:scale.${mark}Placeholder`)}
                style={{ flex: 1 }}
                miw={0}
                data-testid={`scale-${mark}-label`}
              />
            </Group>
          </Stack>
        ))}
      </Group>
      <NumberInput
        {...form.getInputProps(stepPath)}
        error={translateFieldError(form.errors[stepPath])}
        label={t('diagnostics:scale.step')}
        description={t('diagnostics:scale.stepHint')}
        min={0}
        w={220}
        data-testid="scale-step"
      />
      <Text size="xs" c="dimmed">
        {t('diagnostics:scale.advice')}
      </Text>
      <ZonesEditor
        form={form}
        path={`${path}.zones`}
        zones={scale.zones}
        range={{ from: Number(scale.start.value), to: Number(scale.end.value) }}
        testId="scale-zones"
      />
    </Stack>
  );
}
