/** Text length bounds (the spec leaves the numbers to us: decision 005). */
/**
 * A share link's token (lesson, plan, card links): 22 URL-safe characters. A plain pattern, so a
 * public page can check its link before zod arrives (decision 047).
 */
export const SHARE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{22}$/;
export const PASSWORD_LENGTH = { min: 8, max: 128 } as const;
export const NAME_LENGTH = { min: 2, max: 100 } as const;
export const EMAIL_MAX_LENGTH = 254;
export const PROJECT_NAME_LENGTH = { min: 2, max: 100 } as const;
export const PROJECT_DESCRIPTION_MAX_LENGTH = 1000;
/** Invitation links stay valid this long. */
export const INVITATION_TTL_DAYS = 7;
/** Password reset links stay valid this long (decision 022). */
export const PASSWORD_RESET_TTL_MINUTES = 60;
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const AVATAR_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const AVATAR_SIZE_PX = 256;
export const PAGE_SIZE_MAX = 100;
/**
 * The years a date or a moment sent to the API may fall in: a birth, a lesson, an act. Anything
 * wider is a typo or a probe (PostgreSQL has no year 0, and the server widens the moments it is
 * given by hours before it asks the database).
 */
export const YEARS = { min: 1900, max: 2199 } as const;
export const CATEGORY_NAME_LENGTH = { min: 1, max: 100 } as const;
export const CATEGORY_DESCRIPTION_MAX_LENGTH = 1000;

/** Microblocks (spec 5 gives maximum lengths without numbers: decision 010). */
export const EXERCISE_TITLE_LENGTH = { min: 2, max: 200 } as const;
export const EXERCISE_DESCRIPTION_MAX_LENGTH = 2000;
export const EXERCISE_COMMENT_MAX_LENGTH = 2000;
export const EXERCISE_INSTRUCTION_MAX_LENGTH = 5000;
export const EXERCISE_TAGS_MAX = 20;
export const TAG_NAME_LENGTH = { min: 2, max: 50 } as const;
export const MODERATION_COMMENT_MAX_LENGTH = 2000;
export const REQUEST_DESCRIPTION_MAX_LENGTH = 2000;
/** Age ranges of a request, in whole years. */
export const REQUEST_AGE = { min: 0, max: 18 } as const;
/** Presentations: the checked upload limits of ARCHITECTURE 8. */
export const PRESENTATION_MAX_BYTES = 100 * 1024 * 1024;
export const PRESENTATION_MAX_SLIDES = 200;
export const ATTACHMENT_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const ATTACHMENT_AUDIO_MAX_BYTES = 20 * 1024 * 1024;
export const ATTACHMENT_IMAGE_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
] as const;
export const ATTACHMENT_AUDIO_TYPES = [
  'audio/mpeg',
  'audio/mp4',
  'audio/wav',
  'audio/ogg',
] as const;
export const BULK_IDS_MAX = 500;

/** Interests (themes) and the asset library. */
export const INTEREST_NAME_LENGTH = { min: 2, max: 60 } as const;
export const THEME_AGE = { min: 0, max: 18 } as const;
export const ASSET_NAME_LENGTH = { min: 1, max: 100 } as const;
export const ASSET_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const ASSET_SOUND_MAX_BYTES = 20 * 1024 * 1024;
/** Every picture the app accepts or reads from a deck: larger ones are refused before decoding. */
export const IMAGE_MAX_PIXELS = 40_000_000;

/** Students, protocol templates and lessons. */
export const CLIENT_DESCRIPTION_MAX_LENGTH = 5000;
export const CLIENT_INTERESTS_MAX = 20;
export const TEMPLATE_TITLE_LENGTH = { min: 1, max: 200 } as const;
export const TEMPLATE_DESCRIPTION_MAX_LENGTH = 5000;
export const TEMPLATE_BLOCKS_MAX = 30;
/** Bounds of a block's min and max presentations (spec 9: configurable per block). */
export const BLOCK_PRESENTATIONS = { min: 0, max: 20 } as const;
export const LESSON_ITEMS_MAX = 100;
/**
 * Time on slides (decision 045): a microblock's total in one lesson is at most three hours (a
 * lesson lasts up to an hour), and reports may add no more seconds than pass on the server's
 * clock, with this much in hand for reports that could not be sent for a while.
 */
export const LESSON_ITEM_SECONDS_MAX = 3 * 60 * 60;
export const TRACK_CREDIT_SECONDS = 15 * 60;

/** Diagnostic card templates (decision 031). */
export const DIAGNOSTIC_TEMPLATE_BLOCKS_MAX = 30;
export const DIAGNOSTIC_BLOCK_QUESTIONS_MAX = 50;
export const DIAGNOSTIC_TEMPLATE_CATEGORIES_MAX = 20;
export const DIAGNOSTIC_TEXT_MAX_LENGTH = 1000;
export const DIAGNOSTIC_LABEL_MAX_LENGTH = 200;
/** A choice question offers at least two variants. */
export const DIAGNOSTIC_VARIANTS = { min: 2, max: 30 } as const;
export const DIAGNOSTIC_TABLE_ROWS_MAX = 50;
export const DIAGNOSTIC_TABLE_COLUMNS_MAX = 10;
export const DIAGNOSTIC_ZONES_MAX = 10;
/** Scale marks and scores stay within ± this value. */
export const DIAGNOSTIC_VALUE_MAX = 10_000;
/** A scale has at most this many divisions (steps from start to end). */
export const DIAGNOSTIC_SCALE_DIVISIONS_MAX = 100;
/** Spec 9: a scale value moves this many divisions from the last examination's without a confirm. */
export const DIAGNOSTIC_SCALE_CHANGE_DIVISIONS_MAX = 2;
export const DIAGNOSTIC_FORMULA_SOURCES_MAX = 200;
export const DIAGNOSTIC_WEIGHT_MAX = 100;
/** A filled card: answers it may hold, and its free texts (recommended program, parent request). */
export const DIAGNOSTIC_CARD_ANSWERS_MAX = 2000;
export const DIAGNOSTIC_CARD_TEXT_MAX_LENGTH = 5000;

/** Exercise complexes and recommended programs (decision 033). */
export const PROGRAM_NAME_LENGTH = { min: 2, max: 200 } as const;
export const PROGRAM_COMPLEXES_MAX = 50;
/** Rich text (Tiptap JSON): nesting of nodes, nodes in all, and the stored JSON's length. */
export const RICH_TEXT_DEPTH_MAX = 12;
export const RICH_TEXT_NODES_MAX = 5000;
export const RICH_TEXT_JSON_MAX_LENGTH = 200_000;
export const RICH_TEXT_PLAIN_MAX_LENGTH = 50_000;
export const RICH_TEXT_HREF_MAX_LENGTH = 2000;

/** Acts (decision 039): free text of a party, a link, and the largest amount (minor units). */
export const ACT_TEXT_MAX_LENGTH = 300;
export const ACT_URL_MAX_LENGTH = 2000;
export const ACT_AMOUNT_MAX_MINOR = 99_999_999_999;

/** Complaint tickets (decision 040). */
export const TICKET_DESCRIPTION_MAX_LENGTH = 2000;
export const TICKET_MESSAGE_MAX_LENGTH = 2000;
export const TICKET_REASON_MAX_LENGTH = 1000;
/** Screenshots per ticket; each is an image checked like every upload. */
export const TICKET_ATTACHMENTS_MAX = 5;
