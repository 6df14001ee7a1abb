// `npm run dev`: the api in watch mode on :3000 and the designer's Vite dev server (hot reload) on :5173,
// which proxies /api to the api. Ctrl-C stops both.
import { spawn } from 'node:child_process';

const children = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', 'api/src/main.ts'], {
    stdio: 'inherit',
    // The root tsconfig.json is solution-style (`files: []`): tsx needs the base config for JSX.
    env: { ...process.env, TSX_TSCONFIG_PATH: 'tsconfig.base.json' },
  }),
  spawn('npm', ['run', 'dev', '--workspace', 'designer'], { stdio: 'inherit' }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => code && stop());
