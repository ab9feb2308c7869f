// Part of the web build, after `vite build`: writes `dist/.vite/first-screens.json`, what each
// route's first screen loads beyond what index.html names (the entry script and its stylesheets).
// The server sends it as preload hints with the page (decisions 027 and 049), so the browser
// fetches the entry's imports, the page's chunks, styles and texts side by side with the entry
// instead of one round trip after another.
import { renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { distDir, listFirstScreens } from './first-screens.ts';

const screens = listFirstScreens().map((screen) => ({
  id: screen.route.id,
  path: screen.route.path,
  scripts: screen.scripts.filter((file) => !screen.htmlFiles.has(file)),
  styles: screen.styles.filter((file) => !screen.htmlFiles.has(file)),
  namespaces: screen.namespaces,
  preloadsData: screen.route.preloadsData === true,
}));
const target = path.join(distDir, '.vite/first-screens.json');
writeFileSync(`${target}.tmp`, JSON.stringify(screens));
renameSync(`${target}.tmp`, target);
console.log(
  `first screens of ${screens.length} routes written to ${path.relative(distDir, target)}`,
);
