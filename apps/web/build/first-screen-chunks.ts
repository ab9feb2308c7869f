// How the build groups the modules that screens share (decision 049). Split by use alone, every
// set of screens sharing some modules got a chunk of its own: /login fetched 53 scripts and 17
// stylesheets, /exercises 147 and 38, most under 1 KiB. Over HTTP/1.1 a browser fetches six
// files at a time, so on a phone network every six small files cost another round trip, and
// those waits, not the bytes, held the first paint back. Now a first screen is the entry, the
// React chunk, the kits of what screens share, and the page's own chunk.
//
// Which screen uses which module is known exactly only after tree shaking (a page importing one
// icon from a package index does not use the other five thousand), so the build runs twice:
// `vite build --mode chunk-use` splits by use and writes the kit of each shared module;
// `vite build` then groups the modules so.
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { listBuiltPages, staffShellModule } from './page-loaders-source.ts';

/**
 * In the order a kit may import from: the public kit (what public pages share; every screen
 * loads it), the schemas kit (zod, which public pages fetch to check an answer or a form; the
 * contracts' schemas they check with come in a chunk per set of those pages, decision 054), the
 * later kit (the rest of what public pages fetch after their first screen, such as the
 * unavailable window, that the staff side shares), the staff kit (what staff screens share). A
 * kit imports only from the entry and the kits before it.
 */
const KITS = ['public-kit', 'schemas-kit', 'later-kit', 'staff-kit'] as const;
export type Kit = (typeof KITS)[number];

/** The mode of the first pass (`vite build --mode chunk-use`). */
export const CHUNK_USE_MODE = 'chunk-use';

/** A chunk of the first pass, as far as grouping goes. */
export type UsedChunk = {
  fileName: string;
  isEntry: boolean;
  /** The page or shell module this chunk is the dynamic entry of, if any. */
  facadeModuleId: string | null;
  isDynamicEntry: boolean;
  imports: string[];
  dynamicImports: string[];
  moduleIds: string[];
  bytes: number;
};

export type Screens = { publicPages: Set<string>; staffPages: Set<string>; staffShell: string };

/**
 * Below this (minified, before compression) a chunk costs a phone more as one more request than
 * as bytes in a kit: ~1 KiB over the network, against a round trip when six are already in flight.
 */
const SMALL_CHUNK_BYTES = 4096;
/** What a fifth of the staff pages use is worth its bytes on every staff page. */
const WIDE_STAFF_SHARE = 0.2;

type ChunkUse = {
  publicUses: number;
  staffUses: number;
  isInShell: boolean;
  /** The public pages that fetch it after their first screen (the entry's fetches: all). */
  laterPublicPages: Set<string>;
  /** Only zod and the contracts: what checks an answer or a form. */
  isSchemas: boolean;
  /** Holds zod itself, which every check needs. */
  hasZod: boolean;
  /** Imports the schemas some public pages check with (set once every use is counted). */
  importsCheckedSchemas: boolean;
  bytes: number;
};

/** The modules of schemas: zod and the contracts. */
const SCHEMA_MODULE = /[\\/](node_modules[\\/]zod|packages[\\/]contracts[\\/]src)[\\/]/;
const ZOD_MODULE = /[\\/]node_modules[\\/]zod[\\/]/;
/**
 * Below this (minified) the schemas some public pages check with join the schemas kit: building
 * them costs a phone a few milliseconds, less than a request of their own.
 */
const SMALL_SCHEMAS_BYTES = 2048;

/**
 * The kit of one chunk from the screens that need it:
 * - what two public pages share joins the public kit, and so does a small chunk one public page
 *   shares with the staff side;
 * - what the staff shell draws, a fifth of the staff pages share, or a small chunk two of them
 *   share, joins the staff kit, or the later kit when a public page also fetches it after its
 *   first screen (a public page never loads the staff kit);
 * - the rest (a page's own modules, what few pages share, what only loads later: a chart, the
 *   slide renderer) stays split by use, so no page carries other pages' big parts.
 */
function chooseKit(use: ChunkUse, staffPages: number): Kit | null {
  const isSmall = use.bytes < SMALL_CHUNK_BYTES;
  const isStaffUsed = use.isInShell || use.staffUses > 0;
  if (use.publicUses >= 2 || (use.publicUses === 1 && isStaffUsed && isSmall)) return 'public-kit';
  if (use.publicUses > 0) return null;
  const isWide = use.staffUses >= Math.max(2, Math.ceil(staffPages * WIDE_STAFF_SHARE));
  if (!use.isInShell && !isWide && !(use.staffUses >= 2 && isSmall)) return null;
  return staffSideKit(use);
}

/**
 * What the staff side shares goes to a later kit when public pages fetch it too: a public page
 * checking its answer waits for the schemas kit alone, not for the later kit's components. Every
 * page fetches the later kit at its first idle moment (the unavailable window is in it), so what
 * builds the schemas some pages check with stays split by use instead: in the later kit, the
 * player's ticket calls made every family's page build the microblocks' schemas.
 */
function staffSideKit(use: ChunkUse): Kit | null {
  if (use.laterPublicPages.size === 0) return 'staff-kit';
  if (!use.isSchemas) return use.importsCheckedSchemas ? null : 'later-kit';
  return isCheckedSchema(use) ? null : 'schemas-kit';
}

/**
 * A contracts schema that public pages check an answer or a form with. Loading a schema builds
 * it, so a page should load only the schemas it checks with: with every shared schema in the
 * schemas kit (zod's chunk), the family plan spent ~100 ms of a phone's main thread, in one
 * task, building schemas it never used. These make a chunk per set of public pages that check
 * with them (`groupCheckedSchemas`), wherever they are imported from: they import only zod and
 * other schemas, which come before any kit that imports them.
 */
function isCheckedSchema(use: ChunkUse): boolean {
  return use.isSchemas && !use.hasZod && use.laterPublicPages.size > 0;
}

/**
 * The checked schemas no kit took, by the public pages that check with them: one chunk per set
 * of pages, named after them. A set of pages is closed under imports (what a schema imports,
 * every page checking with it loads), so one such chunk imports another only for more pages,
 * and never both ways. A set under SMALL_SCHEMAS_BYTES joins the schemas kit when what it
 * imports is there already, so the kit never imports a chunk that imports it back.
 */
function groupCheckedSchemas(
  uses: Map<string, ChunkUse>,
  byFile: Map<string, UsedChunk>,
  placed: { isInSchemasKitOrEntry: (file: string) => boolean; hasKit: (file: string) => boolean },
  pageName: (file: string) => string,
): Map<string, string> {
  const sets = new Map<string, { pages: number; files: string[] }>();
  for (const [file, use] of uses) {
    if (placed.hasKit(file) || !isCheckedSchema(use)) continue;
    const key = [...use.laterPublicPages].map(pageName).sort().join('+');
    const set = sets.get(key) ?? { pages: use.laterPublicPages.size, files: [] };
    set.files.push(file);
    sets.set(key, set);
  }
  const groups = new Map<string, string>();
  // Most pages first: what a set imports is decided before it.
  for (const [key, { files }] of [...sets].sort(([, a], [, b]) => b.pages - a.pages)) {
    const bytes = files.reduce((sum, file) => sum + (byFile.get(file)?.bytes ?? 0), 0);
    const joinsKit =
      bytes < SMALL_SCHEMAS_BYTES &&
      files
        .flatMap((file) => byFile.get(file)?.imports ?? [])
        .every(
          (file) =>
            files.includes(file) ||
            placed.isInSchemasKitOrEntry(file) ||
            groups.get(file) === 'schemas-kit',
        );
    const [firstPage, ...others] = key.split('+');
    const name = `checks-${firstPage}${others.length > 0 ? `-and-${others.length}` : ''}`;
    for (const file of files) groups.set(file, joinsKit ? 'schemas-kit' : name);
  }
  return groups;
}

/** The kit of every module in a shared chunk of the first pass (a pure function of the graph). */
export function assignKits(chunks: UsedChunk[], screens: Screens): Record<string, string> {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const follow = (starts: string[], next: (chunk: UsedChunk) => string[]) => {
    const seen = new Set<string>();
    const pending = [...starts];
    for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
      const chunk = byFile.get(file);
      if (seen.has(file) || !chunk) continue;
      seen.add(file);
      pending.push(...next(chunk));
    }
    return seen;
  };
  // The chunks a screen cannot draw without: its own and what they import statically.
  const staticClosure = (file: string) => follow([file], (chunk) => chunk.imports);
  const entry = chunks.find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('the build has no entry chunk');
  const entryChunks = staticClosure(entry.fileName);
  const screenOf = (chunk: UsedChunk) => {
    const module = chunk.isDynamicEntry ? chunk.facadeModuleId : null;
    if (module === null) return null;
    if (module === screens.staffShell) return 'shell';
    if (screens.publicPages.has(module)) return 'public';
    return screens.staffPages.has(module) ? 'staff' : null;
  };

  const uses = new Map<string, ChunkUse>();
  const usageOf = (file: string) => {
    let use = uses.get(file);
    if (!use) {
      const bytes = byFile.get(file)?.bytes ?? 0;
      const moduleIds = byFile.get(file)?.moduleIds ?? [];
      use = {
        publicUses: 0,
        staffUses: 0,
        isInShell: false,
        laterPublicPages: new Set(),
        isSchemas: moduleIds.every((id) => SCHEMA_MODULE.test(id)),
        hasZod: moduleIds.some((id) => ZOD_MODULE.test(id)),
        importsCheckedSchemas: false,
        bytes,
      };
      uses.set(file, use);
    }
    return use;
  };
  const publicRoots: string[] = [];
  for (const root of chunks) {
    const screen = screenOf(root);
    if (!screen) continue;
    if (screen === 'public') publicRoots.push(root.fileName);
    for (const file of staticClosure(root.fileName)) {
      if (file === root.fileName || entryChunks.has(file)) continue;
      const use = usageOf(file);
      if (screen === 'public') use.publicUses += 1;
      if (screen === 'staff') use.staffUses += 1;
      if (screen === 'shell') use.isInShell = true;
    }
  }
  // What a public page fetches after its first screen: every chunk its first screen reaches
  // through dynamic imports, short of other screens. What the entry fetches, every page does.
  const fetchedLater = (firstScreen: Set<string>) =>
    follow(
      [...firstScreen].flatMap((file) => byFile.get(file)?.dynamicImports ?? []),
      (chunk) => (screenOf(chunk) ? [] : [...chunk.imports, ...chunk.dynamicImports]),
    );
  const countLater = (firstScreen: Set<string>, pages: string[]) => {
    for (const file of fetchedLater(firstScreen)) {
      const chunk = byFile.get(file);
      if (!chunk || screenOf(chunk) || entryChunks.has(file)) continue;
      for (const page of pages) usageOf(file).laterPublicPages.add(page);
    }
  };
  countLater(entryChunks, publicRoots);
  for (const root of publicRoots) {
    const firstScreen = staticClosure(root);
    for (const file of entryChunks) firstScreen.delete(file);
    countLater(firstScreen, [root]);
  }

  for (const [file, use] of uses) {
    use.importsCheckedSchemas = (byFile.get(file)?.imports ?? []).some(
      (imported) => uses.has(imported) && isCheckedSchema(usageOf(imported)),
    );
  }
  const chunkKits = new Map<string, Kit>();
  for (const [file, use] of uses) {
    const kit = chooseKit(use, screens.staffPages.size);
    if (kit) chunkKits.set(file, kit);
  }
  // A kit imports only from the entry and the kits before it: were a kit and another chunk to
  // import each other, one of them would run before what it needs. So what a kit's chunk
  // imports joins that kit, unless it is in one before it already.
  const pending = [...chunkKits.keys()];
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    const kit = chunkKits.get(file) as Kit;
    for (const imported of byFile.get(file)?.imports ?? []) {
      const current = chunkKits.get(imported);
      if (entryChunks.has(imported) || isCheckedSchema(usageOf(imported))) continue;
      const importedKit = kit === 'staff-kit' ? staffSideKit(usageOf(imported)) : kit;
      // Left split by use: a public page fetches it, so nothing it imports is in the staff kit,
      // and were a later-kit chunk to import it, that would take it into the later kit.
      if (importedKit === null) continue;
      if (current !== undefined && KITS.indexOf(current) <= KITS.indexOf(importedKit)) continue;
      chunkKits.set(imported, importedKit);
      pending.push(imported);
    }
  }
  const pageName = (file: string) =>
    path.basename(byFile.get(file)?.facadeModuleId ?? file).replace(/\.\w+$/, '');
  const groups = groupCheckedSchemas(
    uses,
    byFile,
    {
      isInSchemasKitOrEntry: (file) =>
        entryChunks.has(file) || chunkKits.get(file) === 'schemas-kit',
      hasKit: (file) => chunkKits.has(file),
    },
    pageName,
  );
  const kits: Record<string, string> = {};
  for (const [file, kit] of [...chunkKits, ...groups]) {
    for (const id of byFile.get(file)?.moduleIds ?? []) kits[id] = kit;
  }
  return kits;
}

/** Where the first pass leaves the kits for the second (Vite's own cache folder). */
const kitsFile = (webRoot: string) =>
  path.join(webRoot, 'node_modules/.vite/first-screen-kits.json');

function readScreens(webRoot: string): Screens {
  const pages = listBuiltPages(webRoot);
  const modulesOf = (isPublic: boolean) =>
    new Set(pages.filter((page) => page.isPublic === isPublic).map((page) => page.module));
  return {
    publicPages: modulesOf(true),
    staffPages: modulesOf(false),
    staffShell: staffShellModule(webRoot),
  };
}

/** The first pass: splits by use, then writes each shared module's kit for the second. */
export function recordChunkUse(webRoot: string): Plugin {
  return {
    name: 'first-screen-chunk-use',
    generateBundle(_options, bundle) {
      const chunks: UsedChunk[] = [];
      for (const file of Object.values(bundle)) {
        if (file.type !== 'chunk') continue;
        chunks.push({ ...file, bytes: file.code.length });
      }
      const kits = assignKits(chunks, readScreens(webRoot));
      const target = kitsFile(webRoot);
      mkdirSync(path.dirname(target), { recursive: true });
      writeFileSync(`${target}.tmp`, JSON.stringify(kits));
      renameSync(`${target}.tmp`, target);
    },
  };
}

/**
 * The second pass: a code-splitting group per kit, in the kits' order, then one per set of
 * checked schemas. Each takes exactly its modules: a group taking its modules' imports along
 * would follow package indexes (Mantine's, the icons') into modules other screens use.
 */
export function firstScreenKitGroups(webRoot: string) {
  // Read when the build first asks, not when the config loads: tools that only read the config
  // (knip, the unit tests) run without a first pass.
  let kits: Record<string, string> | null = null;
  const kitOf = (id: string) => {
    if (!kits) {
      try {
        kits = JSON.parse(readFileSync(kitsFile(webRoot), 'utf8')) as Record<string, string>;
      } catch (error) {
        throw new Error(`run \`vite build --mode ${CHUNK_USE_MODE}\` first`, { cause: error });
      }
    }
    return kits[id];
  };
  const isKit = (kit: string | undefined) => KITS.some((name) => name === kit);
  return [
    ...KITS.map((kit) => ({
      name: kit,
      test: (id: string) => kitOf(id) === kit,
      includeDependenciesRecursively: false,
    })),
    {
      name: (id: string) => kitOf(id) ?? null,
      test: (id: string) => kitOf(id) !== undefined && !isKit(kitOf(id)),
      includeDependenciesRecursively: false,
    },
  ];
}
