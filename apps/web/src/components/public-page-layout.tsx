import { Box, Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { LanguageSwitcher } from './language-switcher.tsx';
import { Logo } from './logo.tsx';

type PublicPageLayoutProps = {
  title: string;
  subtitle: ReactNode;
  children: ReactNode;
  testId?: string;
};

/** The frame of screens used before signing in: logo, language, one card in the middle. */
export function PublicPageLayout({ title, subtitle, children, testId }: PublicPageLayoutProps) {
  return (
    <Box
      mih="100dvh"
      data-testid={testId}
      style={{
        background:
          'linear-gradient(160deg, var(--mantine-color-indigo-0) 0%, var(--mantine-color-gray-0) 45%, var(--mantine-color-cyan-0) 100%)',
      }}
    >
      <Group justify="space-between" px={{ base: 'md', sm: 'xl' }} h={64} wrap="nowrap">
        <Logo />
        <LanguageSwitcher />
      </Group>
      <Center px="md" py={{ base: 'lg', sm: 64 }}>
        <Paper withBorder shadow="md" p={{ base: 'lg', sm: 40 }} w="100%" maw={440}>
          <Stack gap={4} mb="xl">
            <Title order={1} fz={{ base: 26, sm: 30 }}>
              {title}
            </Title>
            <Text c="dimmed" component="div">
              {subtitle}
            </Text>
          </Stack>
          {children}
        </Paper>
      </Center>
    </Box>
  );
}
