import { Combobox, Group, Loader, Pill, PillsInput, Text, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { EXERCISE_TAGS_MAX, TAG_NAME_LENGTH } from '@slovo/contracts';
import { IconPlus } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTags } from '../api/list-tags.ts';
import type { TagChoice } from './exercise-form-values.ts';

const SEARCH_DEBOUNCE_MS = 250;
const CREATE_OPTION = '$create';

type TagsFieldProps = {
  workspaceId: number;
  value: TagChoice[];
  onChange: (value: TagChoice[]) => void;
  error?: ReactNode;
  isDisabled?: boolean;
};

// Tag names are unique in any letter case (the server answers the existing tag for "R" and "r").
function toNameKey(name: string): string {
  return name.trim().toLocaleLowerCase();
}

/** Existing tags found by the server's search; a new name is offered as "Create tag …". */
export function TagsField({ workspaceId, value, onChange, error, isDisabled }: TagsFieldProps) {
  const { t } = useTranslation('exercise-editor');
  const combobox = useCombobox({
    onDropdownClose: () => combobox.resetSelectedOption(),
    onDropdownOpen: () => combobox.updateSelectedOptionIndex('active'),
  });
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const tags = useTags(workspaceId, debouncedSearch);
  const chosenKeys = new Set(value.map((tag) => toNameKey(tag.name)));
  const name = search.trim();
  const found = (tags.data ?? []).filter((tag) => !chosenKeys.has(toNameKey(tag.name)));
  const isFull = value.length >= EXERCISE_TAGS_MAX;
  const isKnownName =
    chosenKeys.has(toNameKey(name)) ||
    (tags.data ?? []).some((tag) => toNameKey(tag.name) === toNameKey(name));
  const canCreate =
    !isFull &&
    name.length >= TAG_NAME_LENGTH.min &&
    name.length <= TAG_NAME_LENGTH.max &&
    !isKnownName;

  const addTag = (tag: TagChoice) => {
    if (isFull || chosenKeys.has(toNameKey(tag.name))) return;
    onChange([...value, tag]);
  };
  const removeTag = (key: string) => onChange(value.filter((tag) => toNameKey(tag.name) !== key));

  const chooseOption = (optionValue: string) => {
    if (optionValue === CREATE_OPTION) {
      addTag({ id: null, name });
    } else {
      const tag = found.find((item) => String(item.id) === optionValue);
      if (tag) addTag({ id: tag.id, name: tag.name });
    }
    setSearch('');
    combobox.resetSelectedOption();
  };

  // Enter without a highlighted option: the typed name, as an existing tag when there is one.
  const chooseTypedName = () => {
    const existing = found.find((tag) => toNameKey(tag.name) === toNameKey(name));
    if (existing) chooseOption(String(existing.id));
    else if (canCreate) chooseOption(CREATE_OPTION);
  };

  return (
    <Combobox store={combobox} onOptionSubmit={chooseOption} withinPortal>
      <Combobox.DropdownTarget>
        <PillsInput
          label={t('exercise-editor:form.tags')}
          description={t('exercise-editor:form.tagsHint', { max: EXERCISE_TAGS_MAX })}
          error={error}
          withAsterisk
          disabled={isDisabled}
          onClick={() => combobox.openDropdown()}
          rightSection={tags.isFetching ? <Loader size={14} /> : null}
        >
          <Pill.Group>
            {value.map((tag) => (
              <Pill
                key={toNameKey(tag.name)}
                withRemoveButton={!isDisabled}
                onRemove={() => removeTag(toNameKey(tag.name))}
                removeButtonProps={{
                  'aria-label': t('exercise-editor:form.removeTag', { name: tag.name }),
                }}
                data-testid="exercise-tag-pill"
                data-new={tag.id === null}
              >
                {tag.name}
              </Pill>
            ))}
            <Combobox.EventsTarget>
              <PillsInput.Field
                value={search}
                placeholder={isFull ? undefined : t('exercise-editor:form.tagsPlaceholder')}
                disabled={isDisabled || isFull}
                maxLength={TAG_NAME_LENGTH.max}
                onFocus={() => combobox.openDropdown()}
                onBlur={() => combobox.closeDropdown()}
                onChange={(event) => {
                  combobox.updateSelectedOptionIndex();
                  setSearch(event.currentTarget.value);
                  combobox.openDropdown();
                }}
                onKeyDown={(event) => {
                  if (event.key === 'Backspace' && search.length === 0 && value.length > 0) {
                    event.preventDefault();
                    onChange(value.slice(0, -1));
                  }
                  if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
                    // Enter here picks a tag; it must never save the whole form.
                    event.preventDefault();
                    if (combobox.getSelectedOptionIndex() === -1) chooseTypedName();
                  }
                }}
                aria-label={t('exercise-editor:form.tags')}
                data-testid="exercise-tags"
              />
            </Combobox.EventsTarget>
          </Pill.Group>
        </PillsInput>
      </Combobox.DropdownTarget>
      <Combobox.Dropdown>
        <Combobox.Options mah={240} style={{ overflowY: 'auto' }}>
          {found.map((tag) => (
            <Combobox.Option
              value={String(tag.id)}
              key={tag.id}
              data-testid={`tag-option-${tag.id}`}
            >
              {tag.name}
            </Combobox.Option>
          ))}
          {canCreate && (
            <Combobox.Option value={CREATE_OPTION} data-testid="tag-create">
              <Group gap={6} wrap="nowrap">
                <IconPlus size={14} />
                <Text size="sm">{t('exercise-editor:form.createTag', { name })}</Text>
              </Group>
            </Combobox.Option>
          )}
          {found.length === 0 && !canCreate && (
            <Combobox.Empty>
              {isFull
                ? t('exercise-editor:form.tagsFull', { max: EXERCISE_TAGS_MAX })
                : t('exercise-editor:form.noTags')}
            </Combobox.Empty>
          )}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
