/**
 * Why a run made nothing for a microblock people made (drafts are their authors' own and never
 * count), the first that applies: not accepted; excluded from generation; not marked ready; no
 * ready theme in the run's scope; every themed version it asks for already made (`already_made`);
 * `refresh` found no version to refresh (`not_made_yet`); `refresh-for-reports` found no failure
 * reported for it (`not_reported`).
 */
export const GENERATION_SKIP_REASONS = [
  'not_accepted',
  'excluded',
  'not_ready',
  'no_ready_theme',
  'already_made',
  'not_made_yet',
  'not_reported',
] as const;
export type GenerationSkipReason = (typeof GENERATION_SKIP_REASONS)[number];

/** The skip reasons that are the microblock's own state: the moderation list filters by them. */
export const SOURCE_SKIP_REASONS = [
  'not_accepted',
  'excluded',
  'not_ready',
] as const satisfies GenerationSkipReason[];
export type SourceSkipReason = (typeof SOURCE_SKIP_REASONS)[number];

/**
 * The query parameter naming a source skip reason: on the microblock list API and on the
 * moderation list's address, where a run's report links.
 */
export const SKIP_REASON_PARAM = 'skip_reason';
