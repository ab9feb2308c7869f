import { Text, type TextProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** "5 years", or a dimmed note when the birth date is not known. */
export function ClientAge({ age, ...props }: { age: number | null } & TextProps) {
  const { t } = useTranslation('students');
  if (age === null) {
    return (
      <Text size="sm" c="dimmed" {...props}>
        {t('students:age.unknown')}
      </Text>
    );
  }
  return (
    <Text size="sm" {...props}>
      {t('students:age.years', { count: age })}
    </Text>
  );
}
