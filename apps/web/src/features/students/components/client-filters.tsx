import { Group, SegmentedControl, Select, Switch } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { CLIENT_SORTS } from '@slovo/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQualificationOptions } from '../../../components/qualification-badges.tsx';
import { SearchInput } from '../../../components/search-input.tsx';
import type { ClientsQueryState } from './use-clients-query.ts';

const SEARCH_DEBOUNCE_MS = 300;

type ClientFiltersProps = {
  state: ClientsQueryState;
  onChange: (change: Partial<ClientsQueryState>) => void;
};

export function ClientFilters({ state, onChange }: ClientFiltersProps) {
  const { t } = useTranslation('students');
  const qualificationOptions = useQualificationOptions();
  const [searchText, setSearchText] = useState(state.term);
  const applySearch = useDebouncedCallback(
    (term: string) => onChange({ term }),
    SEARCH_DEBOUNCE_MS,
  );

  return (
    <Group p="md" gap="sm" align="center">
      <SearchInput
        value={searchText}
        onChange={(value) => {
          setSearchText(value);
          applySearch(value);
        }}
        placeholder={t('students:filters.search')}
        testId="clients-search"
      />
      <Select
        value={state.qualification}
        onChange={(value) =>
          onChange({
            qualification: qualificationOptions.find((o) => o.value === value)?.value ?? null,
          })
        }
        data={qualificationOptions}
        placeholder={t('students:filters.allQualifications')}
        aria-label={t('students:filters.qualification')}
        searchable
        clearable
        nothingFoundMessage={t('students:form.nothingFound')}
        comboboxProps={{ withinPortal: true }}
        w={{ base: '100%', xs: 240 }}
        data-testid="clients-filter-qualification"
      />
      <Select
        value={state.sort}
        onChange={(value) =>
          onChange({ sort: CLIENT_SORTS.find((sort) => sort === value) ?? 'child_name' })
        }
        data={CLIENT_SORTS.map((sort) => ({ value: sort, label: t(`students:sort.${sort}`) }))}
        aria-label={t('students:sort.label')}
        allowDeselect={false}
        checkIconPosition="right"
        comboboxProps={{ withinPortal: true }}
        w={{ base: '100%', xs: 190 }}
        data-testid="clients-sort"
      />
      <Group gap="md" wrap="wrap">
        <Switch
          checked={state.isMine}
          onChange={(event) => onChange({ isMine: event.currentTarget.checked })}
          label={t('students:filters.mine')}
          data-testid="clients-filter-mine"
        />
        <SegmentedControl
          value={state.isArchived ? 'archived' : 'active'}
          onChange={(value) => onChange({ isArchived: value === 'archived' })}
          data={[
            { value: 'active', label: t('students:filters.active') },
            { value: 'archived', label: t('students:filters.archived') },
          ]}
          size="sm"
          data-testid="clients-filter-archived"
        />
      </Group>
    </Group>
  );
}
