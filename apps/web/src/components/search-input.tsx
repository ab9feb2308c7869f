import { CloseButton, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

type SearchInputProps = {
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  testId: string;
};

/** The search box of a list; the list debounces the value itself. */
export function SearchInput({ value, onChange, placeholder, testId }: SearchInputProps) {
  const { t } = useTranslation('common');
  return (
    <TextInput
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      placeholder={placeholder}
      aria-label={placeholder}
      type="search"
      leftSection={<IconSearch size={16} />}
      rightSection={
        value ? (
          <CloseButton
            size="sm"
            aria-label={t('common:actions.clear')}
            onClick={() => onChange('')}
          />
        ) : null
      }
      style={{ flex: 1, minWidth: 200 }}
      data-testid={testId}
    />
  );
}
