import {
  EXERCISE_STATUS,
  type Exercise,
  type ExerciseSummary,
  type GeneralStats,
  type GenerationRun,
  type Theme,
} from '@slovo/contracts';

export function buildTheme(overrides: Partial<Theme> & Pick<Theme, 'id' | 'name'>): Theme {
  return {
    workspace_id: 10,
    genders: ['boy', 'girl'],
    min_age: 4,
    max_age: 8,
    type: 'general',
    shared_workspace_ids: [],
    is_ready: true,
    is_own: true,
    asset_count: 3,
    stats: { generated: 4, pending: 2, failed: 1 },
    ...overrides,
  };
}

export function buildRun(
  overrides: Partial<GenerationRun> & Pick<GenerationRun, 'id'>,
): GenerationRun {
  return {
    workspace_id: 10,
    theme_id: null,
    kind: 'generate',
    state: 'running',
    total: 10,
    done: 3,
    failed: 0,
    failures: [],
    skipped: [],
    created_at: '2026-03-02T10:00:00.000Z',
    finished_at: null,
    ...overrides,
  };
}

export const generalStats: GeneralStats = {
  ready_themes: 2,
  ready_sources: 5,
  generated: 8,
  pending: 2,
};

export function buildSummary(
  overrides: Partial<ExerciseSummary> & Pick<ExerciseSummary, 'id' | 'title'>,
): ExerciseSummary {
  return {
    workspace_id: 10,
    status_id: EXERCISE_STATUS.accepted,
    category: { id: 5, name: 'R in words' },
    author: { id: 5, name: 'Anna Author' },
    tags: [],
    slide_count: 6,
    cover_url: null,
    usage_frequency: 1,
    language: 'uk',
    own_reaction: null,
    is_read_only: false,
    source_id: null,
    theme_id: null,
    likes_count: 0,
    dislikes_count: 0,
    created_at: '2026-03-01T10:00:00.000Z',
    updated_at: '2026-03-02T10:00:00.000Z',
    ...overrides,
  };
}

export function buildGenerated(
  summary: ExerciseSummary,
  overrides: Partial<Exercise> = {},
): Exercise {
  return {
    ...summary,
    category_id: 5,
    description: '',
    comment: '',
    instruction: '',
    interests: [{ id: 5, name: 'Dinosaurs' }],
    assigned_id: null,
    request_id: null,
    is_read_only: true,
    is_excluded_from_generation: false,
    is_ready_for_generation: false,
    presentation: {
      id: 900 + summary.id,
      kind: 'presentation',
      name: `${summary.title} (Dinosaurs).pptx`,
      mime: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
      size: 1_200_000,
      url: `/api/files/decks/themed-${summary.id}.pptx`,
      slide_count: 1,
      render_state: 'done',
      renderer: 'libreoffice',
      slides: [
        {
          index: 1,
          title: 'Dino slide',
          text: '',
          notes: '',
          image_url: '/api/files/slides/themed-1.jpg',
          audio_urls: [],
          hidden: false,
        },
      ],
    },
    images: [],
    audios: [],
    history: [],
    ...overrides,
  };
}

/** A list answer of the API: the items and their paging meta (a themed list counts them all). */
export function pageOf<T>(items: T[], total = items.length) {
  return { data: items, meta: { total, page: 1, pageSize: 20, totalIsAtLeast: false } };
}
