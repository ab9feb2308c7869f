import { Anchor, Box, Card, Image, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { Ticket } from '@slovo/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SlideCanvas } from '../../../components/slides/slide-canvas.tsx';

/**
 * The slide a ticket concerns (or its deck), drawn by the shared canvas, and its screenshots;
 * `children` go below them (the reporter's "add a screenshot").
 */
export function TicketSlidePanel({ ticket, children }: { ticket: Ticket; children?: ReactNode }) {
  const { t } = useTranslation('tickets');
  const presentation = ticket.presentation;
  const slide = presentation?.slides.find((s) => s.index === ticket.slide_position);
  return (
    <Card padding="lg">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {ticket.slide_position !== null
            ? t('tickets:manage.slide', { slide: ticket.slide_position })
            : t('tickets:manage.deck')}
        </Title>
        {presentation ? (
          // The canvas fills its box: a 16:9 one as wide as the card.
          <Box pos="relative" style={{ aspectRatio: '16 / 9' }} data-testid="ticket-slide">
            <SlideCanvas
              presentation={presentation}
              slide={slide ?? presentation.slides[0]}
              alt={slide?.title || t('tickets:manage.slide', { slide: ticket.slide_position ?? 1 })}
              labels={{
                pending: t('tickets:canvas.pending'),
                drawing: t('tickets:canvas.drawing'),
                empty: t('tickets:canvas.empty'),
              }}
            />
          </Box>
        ) : (
          <Text c="dimmed" size="sm" data-testid="ticket-no-slide">
            {t('tickets:manage.noSlide')}
          </Text>
        )}
        {ticket.attachments.length > 0 && (
          <>
            <Title order={3} fz="md" mt="sm">
              {t('tickets:manage.screenshots')}
            </Title>
            <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs">
              {ticket.attachments.map((attachment) => (
                <Anchor
                  key={attachment.id}
                  href={attachment.url}
                  target="_blank"
                  rel="noreferrer"
                  data-testid="ticket-attachment"
                >
                  <Image
                    src={attachment.url}
                    alt={t('tickets:manage.screenshot')}
                    radius="sm"
                    fit="contain"
                    h={120}
                    bg="gray.1"
                  />
                </Anchor>
              ))}
            </SimpleGrid>
          </>
        )}
        {children}
      </Stack>
    </Card>
  );
}
