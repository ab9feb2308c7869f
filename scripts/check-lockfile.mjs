// First step of `npm test`: the lock file serves every platform and every package runs on every
// Node version our `engines` promises. npm installs only the current platform's optional packages
// and, when it updates a lock from an existing node_modules, may drop the other platforms' ones;
// `npm ci` on macOS, Windows or ARM then fails. npm only warns about `engines`, so a dependency
// that needs a newer Node than we promise would go unnoticed. Every install script is allowed or
// denied in `allowScripts` for every platform (an unlisted one silently does not run).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import semver from 'semver';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const readJson = (name) => JSON.parse(readFileSync(path.join(root, name), 'utf8'));
const manifest = readJson('package.json');
const { packages } = readJson('package-lock.json');
const promised = manifest.engines.node;
const allowScripts = manifest.allowScripts ?? {};

/** The lock entry Node would load for `name` required from the package at `from`. */
function resolveEntry(from, name) {
  let base = from;
  for (;;) {
    const candidate = `${base ? `${base}/` : ''}node_modules/${name}`;
    if (packages[candidate]) return candidate;
    if (!base) return null;
    const parent = base.lastIndexOf('/node_modules/');
    base = parent < 0 ? '' : base.slice(0, parent);
  }
}

const problems = [];
if (packages['']?.engines?.node !== promised) {
  problems.push(`package-lock.json: engines.node differs from package.json (run npm install)`);
}
for (const [location, entry] of Object.entries(packages)) {
  for (const name of Object.keys(entry.optionalDependencies ?? {})) {
    if (!resolveEntry(location, name)) {
      problems.push(`${location || 'package.json'}: optional ${name} is missing from the lock`);
    }
  }
  const name = location.slice(location.lastIndexOf('node_modules/') + 'node_modules/'.length);
  if (entry.hasInstallScript && !(name in allowScripts)) {
    problems.push(`${location}: install script neither allowed nor denied in allowScripts`);
  }
  const needs = entry.engines?.node;
  // A native build for one platform may follow the Node versions released for that platform
  // (32-bit Windows, say); it must still run on some of ours.
  const isPlatformBuild = Boolean(entry.os || entry.cpu);
  const fits = isPlatformBuild
    ? semver.intersects(promised, needs ?? '*')
    : semver.subset(promised, needs ?? '*');
  if (location && needs && !fits) {
    problems.push(`${location}@${entry.version} needs Node ${needs}; we promise ${promised}`);
  }
}

if (problems.length > 0) {
  console.error(`Lock file check failed:\n  ${problems.join('\n  ')}`);
  console.error(
    'Missing platform packages: delete the parent package from package-lock.json and run ' +
      '`npm install --package-lock-only`. Node versions: override the dependency to a version ' +
      'that supports ours, or change `engines` in package.json. Install scripts: add the package ' +
      'to allowScripts (true or false).',
  );
  process.exit(1);
}
console.log(`Lock file: every platform's packages are listed; all run on Node ${promised}.`);
