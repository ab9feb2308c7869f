/** Business and interface constants of spec section 9 and the API base of section 7. */

export const API_TIMEOUT_MS = 400_000;

export const HEADER_HEIGHT = 64;
export const BREAKPOINTS = {
  xs: '36em',
  sm: '48em',
  md: '62em',
  lg: '75em',
  xl: '88em',
  xxl: '102em',
} as const;
export const CONFIRM_MODAL_MAX_WIDTH = 400;

export const NOTIFICATION_AUTO_CLOSE_MS = 4000;
export const NOTIFICATION_LIMIT = 5;
/** Every failed API call reuses one notification id, so a burst of failures shows once. */
export const RESPONSE_ERROR_NOTIFICATION_ID = 'response-error';

/**
 * The translation namespaces every screen needs from the start, public ones included; the staff
 * shell and each feature load their own when first shown (decision 027). The server hints them
 * with every page, so they download beside the scripts (decision 049).
 */
export const STARTUP_NAMESPACES = ['common', 'errors', 'messages'] as const;

export const TRANSLATION_LOADING = {
  maxRetries: 5,
  retryTimeoutMs: 350,
  maxParallelReads: 10,
} as const;

export const NAV_SKELETON_COUNT = 10;

export const STORAGE_KEYS = {
  auth: 'auth',
  language: 'default-language',
  godMode: 'gm',
  lastAutoUpdate: 'last-auto-update',
  workspace: 'wks',
  exercisesFilter: 'exercises-filter',
  reportRange: 'reportRange',
  // Preferences the spec leaves open (decision 023): kept per browser like the spec's own.
  navCollapsed: 'nav-collapsed',
  lessonsView: 'lessons-view',
  // Edits of diagnostic cards not yet saved on the server (decision 036), per account.
  diagnosticCardDrafts: 'diagnostic-card-drafts',
} as const;

/** Server-side storage key that holds the application settings object. */
export const APP_SETTINGS_KEY = 'app_settings';

export const PLAN_LESSON_COUNT = 10;
export const LESSON_DURATION_MINUTES = { min: 45, max: 60 } as const;
export const USAGE_FREQUENCIES = [1, 3] as const;
