// The schemas of the child's screen, fetched on demand with zod (decision 047): the player
// draws its first screen without them; the lesson's answer is checked once both have arrived.
export { LessonPositionSchema, OkSchema, PlayLessonSchema } from '@slovo/contracts';
