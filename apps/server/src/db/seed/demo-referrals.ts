import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { clients, interestAssets, interests, merchandiseOrders } from '../schema/index.ts';
import { findDemoSchool } from './demo-context.ts';

/**
 * A referral chain and one merchandise order (decision 038): Софія's family brought Марко's,
 * whose family brought Emma's; both friends attended, so the ledgers show a friend's visit, a
 * welcome bonus and a second-level credit. Марко's family ordered a mug with a dinosaur.
 */
export async function seedDemoReferrals(app: FastifyInstance): Promise<void> {
  const { db, services } = app;
  const school = await findDemoSchool(app);
  if (!school) return;
  const students = await db
    .select({ id: clients.id, name: clients.childName })
    .from(clients)
    .where(
      and(
        eq(clients.workspaceId, school.id),
        inArray(clients.childName, ['Марко', 'Софія', 'Emma']),
      ),
    );
  const idOf = (name: string) => students.find((s) => s.name === name)?.id;
  const marko = idOf('Марко');
  const sofia = idOf('Софія');
  const emma = idOf('Emma');
  if (!marko || !sofia || !emma) return;

  const codeOf = async (clientId: number) => {
    const { referral_url } = await services.referrals.studentReferrals(school.id, clientId);
    return new URL(referral_url).searchParams.get('ref') ?? '';
  };
  await services.referrals.recordReferral({
    friendClientId: marko,
    referralCode: await codeOf(sofia),
  });
  await services.referrals.recordReferral({
    friendClientId: emma,
    referralCode: await codeOf(marko),
  });
  await services.referrals.recordAttended(marko);
  await services.referrals.recordAttended(emma);

  const [dinosaurs] = await db
    .select({ id: interests.id, assetId: interestAssets.assetId })
    .from(interests)
    .leftJoin(interestAssets, eq(interestAssets.interestId, interests.id))
    .where(and(eq(interests.workspaceId, school.id), eq(interests.name, 'Dinosaurs')))
    .limit(1);
  await db.insert(merchandiseOrders).values({
    workspaceId: school.id,
    clientId: marko,
    item: 'mug',
    size: null,
    quantity: 1,
    themeId: dinosaurs?.id ?? null,
    assetId: dinosaurs?.assetId ?? null,
    contactName: 'Олена Коваль',
    contactPhone: '+380 50 123 4567',
    contactEmail: 'olena.koval@example.com',
    address: 'Київ, вул. Хрещатик 1, кв. 5, 01001',
    note: 'Подарунок на день народження',
  });
}
