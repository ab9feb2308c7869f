import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { actAsDemoUser, findDemoSchool } from './demo-context.ts';

/** Simple drawings for the demo themes (SVG rendered to PNG by sharp: no binary files kept). */
const ART = {
  jungle: `<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="720">
    <rect width="1280" height="720" fill="#e8f5e9"/>
    <circle cx="1180" cy="90" r="60" fill="#fff59d"/>
    <path d="M0 620 Q320 540 640 620 T1280 620 V720 H0 Z" fill="#a5d6a7"/></svg>`,
  dinosaur: `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300">
    <ellipse cx="150" cy="190" rx="95" ry="70" fill="#66bb6a"/>
    <ellipse cx="225" cy="110" rx="45" ry="35" fill="#66bb6a"/>
    <rect x="95" y="240" width="25" height="45" rx="10" fill="#43a047"/>
    <rect x="180" y="240" width="25" height="45" rx="10" fill="#43a047"/>
    <circle cx="238" cy="100" r="7" fill="#1b5e20"/>
    <path d="M60 180 L20 150 L70 160 Z" fill="#43a047"/></svg>`,
  space: `<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="720">
    <rect width="1280" height="720" fill="#e3f2fd"/>
    <circle cx="120" cy="110" r="6" fill="#90caf9"/><circle cx="400" cy="60" r="4" fill="#90caf9"/>
    <circle cx="900" cy="130" r="5" fill="#90caf9"/><circle cx="1150" cy="60" r="7" fill="#90caf9"/>
    <circle cx="1180" cy="640" r="110" fill="#bbdefb"/></svg>`,
  rocket: `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="360">
    <path d="M100 10 C160 80 160 200 140 280 H60 C40 200 40 80 100 10 Z" fill="#ef5350"/>
    <circle cx="100" cy="130" r="28" fill="#e3f2fd" stroke="#1565c0" stroke-width="8"/>
    <path d="M60 230 L20 320 L65 290 Z M140 230 L180 320 L135 290 Z" fill="#1565c0"/>
    <path d="M75 285 L100 350 L125 285 Z" fill="#ffa726"/></svg>`,
};

const render = (svg: string) => sharp(Buffer.from(svg)).png().toBuffer();

/**
 * Two ready demo themes (Dinosaurs, Space) with a background and a character each, and a first
 * generation run so the demo shows themed versions once the worker has made them.
 */
export async function seedDemoThemes(app: FastifyInstance): Promise<void> {
  const { services } = app;
  const school = await findDemoSchool(app);
  if (!school) return;
  const actAs = (email: string) => actAsDemoUser(app, email);
  const root = await actAs('root@example.com');
  const moderator = await actAs('moderator@example.com');
  const asset = async (type: 'background' | 'character', name: string, svg: string) =>
    (await services.assets.create(root, { type, name }, await render(svg))).id;

  const themes = [
    {
      name: 'Dinosaurs',
      ages: [4, 9],
      assets: [
        await asset('background', 'Jungle meadow', ART.jungle),
        await asset('character', 'Friendly dinosaur', ART.dinosaur),
      ],
    },
    {
      name: 'Space',
      ages: [5, 10],
      assets: [
        await asset('background', 'Starry sky', ART.space),
        await asset('character', 'Red rocket', ART.rocket),
      ],
    },
  ];
  const existing = await services.themes.list(moderator, school.id);
  const ids: number[] = [];
  for (const theme of themes) {
    const found = existing.find((t) => t.name === theme.name);
    const input = {
      workspace_id: school.id,
      name: theme.name,
      genders: ['boy', 'girl'] as ('boy' | 'girl')[],
      min_age: theme.ages[0] ?? 4,
      max_age: theme.ages[1] ?? 9,
      type: 'general' as const,
      shared_workspace_ids: [],
    };
    const saved = found
      ? await services.themes.update(moderator, found.id, input)
      : await services.themes.create(moderator, input);
    await services.themes.setAssets(moderator, saved.id, {
      workspace_id: school.id,
      asset_ids: theme.assets,
    });
    ids.push(saved.id);
  }
  await services.themes.toggleReady(moderator, { workspace_id: school.id, ids, is_ready: true });
  await services.generation.start(moderator, {
    workspace_id: school.id,
    theme_id: null,
    kind: 'generate',
  });
}
