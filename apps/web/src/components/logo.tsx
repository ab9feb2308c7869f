import { Group, Text } from '@mantine/core';

/** The Slovo mark: a speech bubble with a sound wave, drawn inline so it needs no request. */
export function Logo({ isCompact = false }: { isCompact?: boolean }) {
  return (
    <Group gap={8} wrap="nowrap" data-testid="logo">
      <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true">
        <path
          d="M6 4h20a4 4 0 0 1 4 4v12a4 4 0 0 1-4 4H14l-6.5 5.2A1 1 0 0 1 6 28.4V24a4 4 0 0 1-4-4V8a4 4 0 0 1 4-4Z"
          fill="var(--mantine-color-indigo-6)"
        />
        <path
          d="M10 14v0M13 11v6M16 9v10M19 11v6M22 14v0"
          stroke="#fff"
          strokeWidth="2.2"
          strokeLinecap="round"
        />
      </svg>
      {!isCompact && (
        <Text fw={800} fz={22} lh={1} c="indigo.8" style={{ letterSpacing: '-0.02em' }}>
          Slovo
        </Text>
      )}
    </Group>
  );
}
