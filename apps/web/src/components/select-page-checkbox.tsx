import { Checkbox, type CheckboxProps } from '@mantine/core';

type SelectPageCheckboxProps = Omit<CheckboxProps, 'checked' | 'indeterminate' | 'onChange'> & {
  /** The rows of the page that may be selected. */
  ids: readonly number[];
  selectedIds: ReadonlySet<number>;
  onChange: (ids: number[], isSelected: boolean) => void;
};

/**
 * Ticks or unticks every selectable row of a list page at once, and shows a dash when only some
 * of them are ticked.
 */
export function SelectPageCheckbox({
  ids,
  selectedIds,
  onChange,
  ...props
}: SelectPageCheckboxProps) {
  const selectedCount = ids.filter((id) => selectedIds.has(id)).length;
  const isAll = ids.length > 0 && selectedCount === ids.length;
  return (
    <Checkbox
      {...props}
      checked={isAll}
      indeterminate={selectedCount > 0 && !isAll}
      disabled={props.disabled ?? ids.length === 0}
      onChange={() => onChange([...ids], !isAll)}
    />
  );
}
