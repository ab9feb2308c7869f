import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/** A route of the web build's first-screen list, as `scripts/write-first-screens.ts` writes it. */
export type BuiltScreen = {
  id: string;
  path: string;
  scripts: string[];
  styles: string[];
  namespaces: string[];
  preloadsData?: boolean;
};

/** A web build in a folder of its own: its page and its first-screen list. */
export async function writeWebBuild(index: string, screens: BuiltScreen[]): Promise<string> {
  const webDir = await fs.mkdtemp(path.join(os.tmpdir(), 'slovo-web-'));
  await fs.mkdir(path.join(webDir, '.vite'), { recursive: true });
  await fs.writeFile(path.join(webDir, 'index.html'), index);
  await fs.writeFile(path.join(webDir, '.vite/first-screens.json'), JSON.stringify(screens));
  return webDir;
}
