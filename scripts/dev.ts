import { spawn, type ChildProcess } from 'node:child_process';

/** Runs the API with reload on change and the Vite dev server (which proxies /api to it) side by side; DEV_SERVER lets the API trust the dev server's page. */
const children: ChildProcess[] = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'server/main.ts'], { stdio: 'inherit', env: { ...process.env, PUBLIC_URL: process.env.PUBLIC_URL ?? 'http://localhost:5173', DEV_SERVER: 'true' } }),
  spawn('npx', ['vite', '--port', '5173'], { stdio: 'inherit' }),
];

const stop = () => {
  for (const child of children) if (child.pid) process.kill(child.pid, 'SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => code && stop());
