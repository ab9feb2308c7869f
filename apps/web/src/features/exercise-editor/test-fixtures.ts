import {
  type CurrentUser,
  EXERCISE_STATUS,
  type Exercise,
  type Presentation,
  ROLE,
  type Slide,
} from '@slovo/contracts';
import { buildUser } from '../../../test/users.ts';

export const authorUser: CurrentUser = buildUser({
  id: 5,
  name: 'Anna Author',
  workspaces: [{ workspaceId: 10, workspaceTitle: 'Slovo Demo School', roles: [ROLE.author] }],
});

export function buildSlide(index: number, overrides: Partial<Slide> = {}): Slide {
  return {
    index,
    title: `Slide ${index} title`,
    text: `Text of slide ${index}`,
    notes: '',
    image_url: `/api/files/slides/deck-${index}.jpg`,
    audio_urls: [],
    hidden: false,
    ...overrides,
  };
}

export function buildPresentation(overrides: Partial<Presentation> = {}): Presentation {
  const slides = overrides.slides ?? [buildSlide(1), buildSlide(2), buildSlide(3)];
  return {
    id: 40,
    kind: 'presentation',
    name: 'sound-r.pptx',
    mime: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    size: 2_400_000,
    url: '/api/files/decks/sound-r.pptx',
    slide_count: slides.length,
    render_state: 'done',
    renderer: 'libreoffice',
    slides,
    ...overrides,
  };
}

export function buildExercise(overrides: Partial<Exercise> = {}): Exercise {
  return {
    id: 7,
    workspace_id: 10,
    title: 'Sound R: warm-up',
    status_id: EXERCISE_STATUS.moderation,
    category: { id: 5, name: 'R in words' },
    category_id: 5,
    author: { id: 5, name: 'Anna Author' },
    tags: [{ id: 1, name: 'sound R' }],
    slide_count: 3,
    cover_url: '/api/files/slides/deck-1.jpg',
    usage_frequency: 1,
    language: 'uk',
    own_reaction: null,
    is_read_only: false,
    source_id: null,
    theme_id: null,
    likes_count: 2,
    dislikes_count: 0,
    created_at: '2026-03-01T10:00:00.000Z',
    updated_at: '2026-03-02T10:00:00.000Z',
    description: 'Warm-up for the rolling R',
    comment: 'Please check slide 3',
    instruction: 'Repeat after the tiger',
    interests: [{ id: 3, name: 'Dinosaurs' }],
    assigned_id: null,
    request_id: null,
    is_excluded_from_generation: false,
    is_ready_for_generation: true,
    presentation: buildPresentation(),
    images: [],
    audios: [],
    history: [],
    ...overrides,
  };
}
