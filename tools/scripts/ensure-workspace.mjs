// Installs what the workspace needs when it is missing or out of date: the npm packages (npm ci on
// a fresh clone or after the lock file changed) and, for the browser tests, Debian's Chromium.
// Only Node's built-in modules here: this runs before anything is installed.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('../../', import.meta.url));

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

export function runOrExit(command, args, options = {}) {
  const status = run(command, args, options);
  if (status !== 0) {
    console.error(`\n✖ ${command} ${args.join(' ')} exited with ${status}`);
    process.exit(status);
  }
}

function installedLockIsCurrent() {
  const installed = `${root}node_modules/.package-lock.json`;
  if (!existsSync(installed)) return false;
  return statSync(installed).mtimeMs >= statSync(`${root}package-lock.json`).mtimeMs;
}

export function ensureDependencies() {
  if (installedLockIsCurrent()) return;
  console.log('› Installing dependencies (npm ci)…');
  runOrExit('npm', ['ci', '--no-audit', '--no-fund']);
}

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** The flags this machine's Chromium runs with in the tools: no sandbox, GPU or traffic of its own. */
export const CHROMIUM_FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

export function ensureChromium() {
  ensureDebianPackage(CHROMIUM, 'chromium', 'the browser tests');
}

/** Installs a Debian package through apt-get (as root, or through sudo) when `binary` is missing. */
export function ensureDebianPackage(binary, packageName, purpose) {
  if (existsSync(binary)) return;
  console.log(`› Installing Debian’s ${packageName} for ${purpose}…`);
  const asRoot = process.getuid?.() === 0;
  const apt = (...args) => {
    const aptArgs = ['-o', 'DPkg::Lock::Timeout=900', ...args];
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    if (asRoot) runOrExit('apt-get', aptArgs, { env });
    else runOrExit('sudo', ['apt-get', ...aptArgs], { env });
  };
  apt('update', '-qq');
  apt('install', '-y', '-qq', packageName);
  if (!existsSync(binary)) {
    console.error(`✖ ${packageName} was installed but ${binary} does not exist`);
    process.exit(1);
  }
}

/** Nx as this project runs it: no daemon, no cloud. */
export const nxEnv = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false' };
