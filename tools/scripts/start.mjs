#!/usr/bin/env node
// npm start: installs what is missing, builds the church web app, then runs the server, which
// migrates and seeds the embedded database and serves the demo churches until stopped.
import { spawn } from 'node:child_process';
import { ensureDependencies, nxEnv, root, runOrExit } from './ensure-workspace.mjs';
import { SERVER_ARGS } from './server-command.mjs';

ensureDependencies();
if (!process.argv.includes('--no-build')) {
  console.log('› Building the church web app…');
  runOrExit('npx', ['nx', 'run', 'church-web:build', '--outputStyle=static'], { env: nxEnv });
}

console.log('› Starting the server (migrations and demo data run at start)…');
const server = spawn(process.execPath, SERVER_ARGS, {
  cwd: root,
  stdio: 'inherit',
  // Production mode, as a church's server runs (React's production server renderer). The demo reads its
  // e-mails at /dev/mailbox: asked for here, served only under a local APP_DOMAIN and to this machine.
  env: { NODE_ENV: 'production', MAILBOX_ENABLED: 'true', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
