import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRecommendedProgramOptions } from '../../../lib/recommended-programs-query.ts';

type RecommendedProgramSelectProps = {
  workspaceId: number;
  value: number | null;
  /** The chosen program's name as the card was read, so it shows before any search. */
  initialName: string | null;
  onChange: (id: number | null) => void;
  error?: React.ReactNode;
};

/** A filled card's program, chosen from the project's recommended programs (searched by name). */
export function RecommendedProgramSelect({
  workspaceId,
  value,
  initialName,
  onChange,
  error,
}: RecommendedProgramSelectProps) {
  const { t } = useTranslation('diagnostics');
  const [search, setSearch] = useState('');
  const namesRef = useRef(new Map<string, string>());
  if (value !== null && initialName !== null && !namesRef.current.has(String(value))) {
    namesRef.current.set(String(value), initialName);
  }
  const chosenName = value === null ? '' : (namesRef.current.get(String(value)) ?? '');
  // The chosen name shown in the box is not a search: it lists every program.
  const [term] = useDebouncedValue(search === chosenName ? '' : search, 300);
  const options = useRecommendedProgramOptions(workspaceId, term);
  for (const item of options.data?.data ?? []) namesRef.current.set(String(item.id), item.name);
  const chosen = value === null ? [] : [String(value)];
  const data = [
    ...new Set([...chosen, ...(options.data?.data ?? []).map((item) => String(item.id))]),
  ].map((id) => ({ value: id, label: namesRef.current.get(id) ?? id }));
  return (
    <Select
      label={t('diagnostics:card.programChoice')}
      description={t('diagnostics:card.programChoiceHint')}
      placeholder={t('diagnostics:card.programChoicePlaceholder')}
      data={data}
      value={value === null ? null : String(value)}
      onChange={(id) => onChange(id ? Number(id) : null)}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      // The server searched already; the chosen name in the box is not a search.
      filter={({ options: all }) => all}
      nothingFoundMessage={t('diagnostics:card.programChoiceNone')}
      clearable
      error={error}
      comboboxProps={{ withinPortal: true }}
      data-testid="card-program-choice"
    />
  );
}
