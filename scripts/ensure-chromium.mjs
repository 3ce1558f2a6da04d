#!/usr/bin/env node
// Browser tests drive Debian's Chromium with playwright-core. If it is missing, install it when we
// run as root (CI, a fresh machine); otherwise stop and say how to install it.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

if (existsSync(CHROMIUM)) {
  process.exit(0);
}
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (!isRoot) {
  console.error(
    `Browser tests need Chromium at ${CHROMIUM}, and it is not there.\n` +
      'Install Debian\'s package as root:  sudo apt-get update && sudo apt-get install -y chromium\n' +
      '(or set CHROMIUM_PATH to another Chromium binary), then run npm test again.',
  );
  process.exit(1);
}
console.log(`Chromium not found at ${CHROMIUM}: installing Debian's chromium package (running as root)...`);
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
execSync('apt-get update -qq', { stdio: 'inherit', env });
execSync('apt-get install -y -qq --no-install-recommends chromium fonts-dejavu-core', { stdio: 'inherit', env });
if (!existsSync(CHROMIUM)) {
  console.error(`apt-get finished but ${CHROMIUM} is still missing.`);
  process.exit(1);
}
console.log(`Chromium installed at ${CHROMIUM}.`);
