import { Button, Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';

type StatusScreenProps = {
  /** A large code such as 404, or an icon when the state has no code. */
  badge: ReactNode;
  title: string;
  description: string;
  hint?: string;
  action?: { label: string; onClick: () => void; icon?: ReactNode };
  testId: string;
  /** Fill the viewport (standalone screens) or the content area (inside the shell). */
  isFullPage?: boolean;
};

/** One look for not-found, route errors, app-updated and no-access screens. */
export function StatusScreen({
  badge,
  title,
  description,
  hint,
  action,
  testId,
  isFullPage = true,
}: StatusScreenProps) {
  return (
    <Center mih={isFullPage ? '100dvh' : '60vh'} p="md" data-testid={testId}>
      <Stack align="center" gap="md" maw={520} ta="center">
        {badge}
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          {title}
        </Title>
        <Text c="dimmed" size="lg">
          {description}
        </Text>
        {hint && (
          <Text c="dimmed" size="sm">
            {hint}
          </Text>
        )}
        {action && (
          <Button size="md" mt="sm" onClick={action.onClick} leftSection={action.icon}>
            {action.label}
          </Button>
        )}
      </Stack>
    </Center>
  );
}

export function StatusCode({ code }: { code: string }) {
  return (
    <Text
      fw={900}
      lh={1}
      fz={{ base: 96, sm: 140 }}
      variant="gradient"
      gradient={{ from: 'indigo.3', to: 'cyan.3', deg: 135 }}
      aria-hidden="true"
    >
      {code}
    </Text>
  );
}

export function StatusIcon({ children, color }: { children: ReactNode; color: string }) {
  return (
    <ThemeIcon size={88} radius={44} variant="light" color={color}>
      {children}
    </ThemeIcon>
  );
}
