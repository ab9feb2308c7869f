import { Button, Group, Paper, Text } from '@mantine/core';
import { HEADER_HEIGHT } from '@slovo/contracts';
import { IconArrowLeft, IconDeviceFloppy } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

type EditorActionBarProps = {
  /** Prefix of the bar's test ids: `<testId>-back`, `<testId>-dirty`, `<testId>-save`. */
  testId: string;
  backTo: string;
  backLabel: string;
  /** Shown while the form holds changes not saved yet. */
  unsavedLabel?: string;
  isDirty?: boolean;
  /** What the bar says instead, when the screen tells its saving itself (an autosaving card). */
  note?: ReactNode;
  /** The submit button's label; without it the bar has no submit button (a read-only card). */
  saveLabel?: string;
  isSaving?: boolean;
  /** Buttons before the save button (a preview, say). */
  actions?: ReactNode;
  /** What goes under the buttons: the refused-save note, a conflict. */
  children?: ReactNode;
};

/**
 * The bar of a long editor (a protocol template, a diagnostic card template): back to the list,
 * whether there are unsaved changes, and save. It sticks under the header, so the save button and
 * what a refused save says stay in view however far down the form the user is.
 */
export function EditorActionBar({
  testId,
  backTo,
  backLabel,
  unsavedLabel,
  isDirty = false,
  note,
  saveLabel,
  isSaving = false,
  actions,
  children,
}: EditorActionBarProps) {
  return (
    <Paper
      withBorder
      shadow="xs"
      p="sm"
      pos="sticky"
      top={HEADER_HEIGHT + 8}
      // Above the blocks being dragged beneath it.
      style={{ zIndex: 20 }}
    >
      <Group justify="space-between" gap="sm">
        <Button
          component={Link}
          to={backTo}
          variant="subtle"
          color="gray"
          leftSection={<IconArrowLeft size={18} />}
          data-testid={`${testId}-back`}
        >
          {backLabel}
        </Button>
        <Group gap="sm">
          {note}
          {/* Orange 8 reads at 3.6:1 on white; the theme's readable orange at over 4.5:1. */}
          {!note && isDirty && (
            <Text
              size="sm"
              c="var(--mantine-color-orange-light-color)"
              fw={500}
              visibleFrom="sm"
              data-testid={`${testId}-dirty`}
            >
              {unsavedLabel}
            </Text>
          )}
          {actions}
          {saveLabel && (
            <Button
              type="submit"
              leftSection={<IconDeviceFloppy size={18} />}
              loading={isSaving}
              data-testid={`${testId}-save`}
            >
              {saveLabel}
            </Button>
          )}
        </Group>
      </Group>
      {children}
    </Paper>
  );
}
