import { type ActInput, ActInputSchema } from '@slovo/contracts';
import type { FastifyInstance } from 'fastify';
import { actAsDemoUser, findDemoSchool } from './demo-context.ts';

/**
 * Two acts of the demo school, made by the manager through the acts service as the form would
 * (numbered 1 and 2 in their year, audited): a presentation paid in hryvnias and a video paid in
 * dollars, voided, so the list shows both states. Performers and documents are made up.
 */
export async function seedDemoActs(app: FastifyInstance): Promise<void> {
  const school = await findDemoSchool(app);
  if (!school) return;
  const manager = await actAsDemoUser(app, 'manager@example.com');
  const year = new Date().getUTCFullYear();
  const acts: Omit<ActInput, 'workspace_id'>[] = [
    {
      type: 'presentation',
      amount: '4800.00',
      currency: 'UAH',
      act_date: `${year}-01-20`,
      contract_number: `7/${year}`,
      contract_date: `${year}-01-05`,
      performer_name_uk: 'Коваленко Ірина Олегівна',
      performer_name_en: 'Iryna Kovalenko',
      performer_address_uk: 'м. Львів, вул. Городоцька, 12, кв. 3',
      performer_address_en: '12 Horodotska St., apt. 3, Lviv',
      passport: 'КС 000000',
      tax_id: '0000000000',
      content_url: 'https://example.com/slovo/presentations/sound-r',
    },
    {
      type: 'video',
      amount: '350.00',
      currency: 'USD',
      act_date: `${year}-02-10`,
      contract_number: `9/${year}`,
      contract_date: `${year}-02-01`,
      performer_name_uk: 'Мельник Андрій Васильович',
      performer_name_en: 'Andrii Melnyk',
      performer_address_uk: 'м. Київ, просп. Перемоги, 40, кв. 17',
      performer_address_en: '40 Peremohy Ave., apt. 17, Kyiv',
      passport: 'МЕ 000000',
      tax_id: '1111111111',
      content_url: 'https://example.com/slovo/videos/breathing-games',
    },
  ];
  const created = [];
  for (const act of acts) {
    const input = ActInputSchema.parse({ workspace_id: school.id, ...act });
    created.push(await app.services.acts.create(manager, input));
  }
  // The video was made again under another contract: this one is void, its number kept.
  const video = created[1];
  if (video) await app.services.acts.voidAct(manager, school.id, video.id);
}
