import {
  ExerciseComplexInputSchema,
  RecommendedProgramInputSchema,
  type RichTextBlock,
} from '@slovo/contracts';
import type { FastifyInstance } from 'fastify';
import type { AuthContext } from '../../lib/auth-context.ts';

const paragraph = (text: string): RichTextBlock => ({
  type: 'paragraph',
  content: [{ type: 'text', text }],
});

const bullets = (items: string[]): RichTextBlock => ({
  type: 'bulletList',
  content: items.map((text) => ({ type: 'listItem', content: [paragraph(text)] })),
});

/**
 * Two exercise complexes and two recommended programs of the demo school, made through the
 * service moderators use; returns the program the demo card of Марко chooses.
 */
export async function seedDemoPrograms(
  app: FastifyInstance,
  workspaceId: number,
  moderator: AuthContext,
): Promise<number> {
  const programs = app.services.programs;
  const warmUp = await programs.createComplex(
    moderator,
    ExerciseComplexInputSchema.parse({
      workspace_id: workspaceId,
      name: 'Articulation warm-up',
      content: {
        type: 'doc',
        content: [
          {
            type: 'paragraph',
            content: [
              { type: 'text', text: 'Before every lesson, ' },
              { type: 'text', text: '5 minutes', marks: [{ type: 'bold' }] },
              { type: 'text', text: ' in front of a mirror:' },
            ],
          },
          bullets(['Smile — Tube, 10 times', 'Horse: click the tongue', 'Painter: the palate']),
        ],
      },
    }),
  );
  const breathing = await programs.createComplex(
    moderator,
    ExerciseComplexInputSchema.parse({
      workspace_id: workspaceId,
      name: 'Speech breathing',
      content: {
        type: 'doc',
        content: [
          paragraph('A long, smooth out-breath through the mouth, shoulders still.'),
          bullets(['Blow a feather off the table', 'Football: blow a cotton ball into a goal']),
        ],
      },
    }),
  );
  const soundR = await programs.createProgram(
    moderator,
    RecommendedProgramInputSchema.parse({
      workspace_id: workspaceId,
      name: 'Sound R: setting and automation',
      complex_ids: [warmUp.id, breathing.id],
      content: {
        type: 'doc',
        content: [
          {
            type: 'heading',
            attrs: { level: 2 },
            content: [{ type: 'text', text: 'Twice a week, about 12 weeks' }],
          },
          {
            type: 'orderedList',
            attrs: { start: 1 },
            content: [
              'Preparation: tongue tip strength and the vibration',
              'Setting the sound from "D-D-D"',
              'Automation in syllables, words, then phrases',
            ].map((text) => ({ type: 'listItem' as const, content: [paragraph(text)] })),
          },
          {
            type: 'paragraph',
            content: [
              { type: 'text', text: 'Parents: ' },
              {
                type: 'text',
                text: 'home exercises',
                marks: [{ type: 'link', attrs: { href: 'https://example.org/home-exercises' } }],
              },
              { type: 'text', text: ' every day, ' },
              { type: 'text', text: 'never more than 10 minutes', marks: [{ type: 'italic' }] },
              { type: 'text', text: '.' },
            ],
          },
        ],
      },
    }),
  );
  await programs.createProgram(
    moderator,
    RecommendedProgramInputSchema.parse({
      workspace_id: workspaceId,
      name: 'Whistling sounds S, Z, TS',
      complex_ids: [warmUp.id],
      content: {
        type: 'doc',
        content: [
          paragraph('Once a week with the therapist, daily practice at home.'),
          bullets(['Smile and fence for the teeth', 'Sound S alone, then in syllables']),
        ],
      },
    }),
  );
  return soundR.id;
}
