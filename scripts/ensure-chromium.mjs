// End-to-end tests drive Debian's Chromium. Install it when missing and we are root; otherwise
// say how to get it.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const executable = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(executable)) {
  if (process.getuid?.() !== 0) {
    console.error(
      `Chromium not found at ${executable}. Install it (Debian: sudo apt-get install chromium) ` +
        'or set CHROMIUM_PATH.',
    );
    process.exit(1);
  }
  console.log('Installing Chromium (Debian package) for the end-to-end tests...');
  execSync('apt-get update && apt-get install -y --no-install-recommends chromium', {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}
