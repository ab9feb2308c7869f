import { z } from 'zod';
import { dateSchema, IdSchema, PageQuerySchema, QueryBooleanSchema } from './common.schemas.ts';
import { LANGUAGES } from './languages.ts';
import {
  CLIENT_DESCRIPTION_MAX_LENGTH,
  CLIENT_INTERESTS_MAX,
  EMAIL_MAX_LENGTH,
  NAME_LENGTH,
} from './limits.ts';
import { THEME_GENDERS } from './themes.schemas.ts';
import { isTimeZone } from './time-zones.ts';

/** Spec 3: the qualifications a student may have (keys; labels are localized in the web app). */
export const QUALIFICATIONS = [
  'dyslalia',
  'pseudobulbarDysarthria',
  'motorAphasia',
  'sensoryAphasia',
  'sensoryMotorAphasia',
  'speechDevelopmentDelay',
  'psychomotorDelay',
  'generalSpeechUnderdevelopment1',
  'generalSpeechUnderdevelopment2',
  'generalSpeechUnderdevelopment3',
  'phoneticPhonemicUnderdevelopment',
  'phonemicUnderdevelopment',
  'hearingImpairment',
  'dysgraphia',
  'dyslexia',
  'specialNeeds',
  'coherentSpeechDevelopment',
  'autismSpectrumDisorder',
  'earlyChildhoodAutism',
  'adhd',
  'speechStart',
  'rhinolalia',
  'learningToReadWrite',
  'schoolPreparation',
  'russianAsForeign',
  'ukrainianAsForeign',
  'stuttering',
  'mutism',
  'intermediateSpeechStart',
  'twoCourses',
  'systemicUnderdevelopment',
  'psychologist',
] as const;
export type Qualification = (typeof QUALIFICATIONS)[number];

/** Whole years between a birth date (YYYY-MM-DD) and `today`. */
export function getAgeInYears(birthDate: string, today: Date): number {
  const [year, month, day] = birthDate.split('-').map(Number) as [number, number, number];
  let age = today.getUTCFullYear() - year;
  const beforeBirthday =
    today.getUTCMonth() + 1 < month ||
    (today.getUTCMonth() + 1 === month && today.getUTCDate() < day);
  if (beforeBirthday) age -= 1;
  return age;
}

const PersonRef = z.object({ id: z.number().int(), name: z.string() });

export const ClientSchema = z.object({
  id: z.number().int(),
  workspace_id: z.number().int(),
  child_name: z.string(),
  /** The parent or whoever is the school's client. */
  client_name: z.string(),
  contact_email: z.string(),
  contact_phone: z.string(),
  birth_date: z.string().nullable(),
  /** Whole years today, from the birth date. */
  age: z.number().int().nullable(),
  gender: z.enum(THEME_GENDERS).nullable(),
  language: z.enum(LANGUAGES),
  time_zone: z.string(),
  description: z.string(),
  qualifications: z.array(z.enum(QUALIFICATIONS)),
  interests: z.array(z.object({ id: z.number().int(), name: z.string() })),
  teacher: PersonRef.nullable(),
  diagnostician: PersonRef.nullable(),
  is_archived: z.boolean(),
  protocol_count: z.number().int(),
  created_at: z.string(),
});
export type Client = z.infer<typeof ClientSchema>;

const BirthDateSchema = dateSchema('validation.date').refine(
  (value) => new Date(`${value}T00:00:00Z`).getTime() <= Date.now(),
  'validation.birthDateFuture',
);

const NameField = z
  .string('validation.required')
  .trim()
  .min(NAME_LENGTH.min, 'validation.nameLength')
  .max(NAME_LENGTH.max, 'validation.nameLength');

export const ClientInputSchema = z
  .object({
    workspace_id: IdSchema,
    child_name: NameField,
    client_name: NameField,
    contact_email: z
      .union([z.literal(''), z.email('validation.email').max(EMAIL_MAX_LENGTH)])
      .default(''),
    contact_phone: z
      .union([
        z.literal(''),
        z
          .string()
          .trim()
          .regex(/^\+?[0-9 ()-]{7,20}$/, 'validation.phone'),
      ])
      .default(''),
    birth_date: BirthDateSchema.nullable().default(null),
    gender: z.enum(THEME_GENDERS).nullable().default(null),
    language: z.enum(LANGUAGES).default('uk'),
    time_zone: z.string().refine(isTimeZone, 'validation.timeZone').default('Europe/Kyiv'),
    description: z.string().max(CLIENT_DESCRIPTION_MAX_LENGTH, 'validation.maxLength').default(''),
    qualifications: z.array(z.enum(QUALIFICATIONS)).max(QUALIFICATIONS.length).default([]),
    interest_ids: z.array(IdSchema).max(CLIENT_INTERESTS_MAX).default([]),
    /** Null leaves the student with the creating teacher. */
    teacher_id: IdSchema.nullable().default(null),
    diagnostician_id: IdSchema.nullable().default(null),
  })
  .strict()
  .meta({
    examples: [
      {
        workspace_id: 1,
        child_name: 'Марко',
        client_name: 'Олена Коваль',
        contact_email: 'olena@example.com',
        birth_date: '2019-05-14',
        language: 'uk',
        time_zone: 'Europe/Kyiv',
        qualifications: ['dyslalia'],
      },
    ],
  });
export type ClientInput = z.input<typeof ClientInputSchema>;

export const CLIENT_SORTS = ['child_name', 'created_at', 'age'] as const;

export const ClientsQuerySchema = PageQuerySchema.extend({
  workspace_id: IdSchema,
  term: z.string().trim().max(100).optional(),
  qualification: z.enum(QUALIFICATIONS).optional(),
  teacher_id: IdSchema.optional(),
  archived: QueryBooleanSchema.optional(),
  sort: z.enum(CLIENT_SORTS).default('child_name'),
});
export type ClientsQuery = z.input<typeof ClientsQuerySchema>;

export const ClientArchiveSchema = z
  .object({ workspace_id: IdSchema, is_archived: z.boolean() })
  .strict()
  .meta({ examples: [{ workspace_id: 1, is_archived: true }] });

/** Teachers and diagnosticians of a workspace, to assign a student to. */
export const ClientStaffSchema = z.object({
  teachers: z.array(PersonRef),
  diagnosticians: z.array(PersonRef),
});
