/**
 * `npm run dev`: the API server (restarted on change, embedded PostgreSQL as with `npm start`)
 * and Vite's hot-reloading web app, which proxies /api to it. Ctrl-C stops both.
 */
import { spawn, type ChildProcess } from 'node:child_process';

const apiPort = process.env.PORT ?? '3000';
const children: ChildProcess[] = [
  spawn(process.execPath, ['--import', 'tsx', '--import', './apps/server/src/tracing-preload.ts', '--watch-path=apps/server/src', '--watch-path=packages/domain', 'apps/server/src/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort },
  }),
  spawn('npm', ['run', 'dev', '-w', '@portal/web'], {
    stdio: 'inherit',
    env: { ...process.env, VITE_API_PROXY: `http://localhost:${apiPort}` },
  }),
];
console.log('Web app with hot reload: http://localhost:5173 (API on port ' + apiPort + ')');

const stop = () => {
  for (const child of children) child.kill('SIGINT');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => code && code !== 130 && stop());
