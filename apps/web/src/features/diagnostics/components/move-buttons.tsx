import { ActionIcon } from '@mantine/core';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';

type MoveButtonsProps = {
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
  upLabel: string;
  downLabel: string;
  testId: string;
};

/** Move up and down: the keyboard's way to reorder, beside the drag handle. */
export function MoveButtons({
  index,
  count,
  onMove,
  upLabel,
  downLabel,
  testId,
}: MoveButtonsProps) {
  return (
    <>
      <ActionIcon
        variant="subtle"
        color="gray"
        size="lg"
        disabled={index === 0}
        onClick={() => onMove(index, index - 1)}
        aria-label={upLabel}
        data-testid={`${testId}-up`}
      >
        <IconArrowUp size={18} />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        color="gray"
        size="lg"
        disabled={index === count - 1}
        onClick={() => onMove(index, index + 1)}
        aria-label={downLabel}
        data-testid={`${testId}-down`}
      >
        <IconArrowDown size={18} />
      </ActionIcon>
    </>
  );
}
