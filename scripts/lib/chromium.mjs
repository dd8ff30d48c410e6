// The browser tests use Debian's Chromium; Playwright never downloads one.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function ensureChromium() {
  if (fs.existsSync(chromiumPath)) return true;
  if (process.getuid?.() !== 0) {
    console.error(
      `Chromium is missing: install Debian's package (sudo apt-get install chromium) or set CHROMIUM_PATH.`,
    );
    return false;
  }
  console.log("Installing Debian's Chromium for the browser tests...");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', 'chromium'],
  ]) {
    if (spawnSync('apt-get', args, { stdio: 'inherit', env }).status !== 0) return false;
  }
  return fs.existsSync(chromiumPath);
}
