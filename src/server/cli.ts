// Operator commands (`npm run cli -- help`); the logic lives in cli/run.ts so tests can call it.
import { runCli } from './cli/run';

runCli(process.argv.slice(2), { out: (s) => console.log(s), err: (s) => console.error(s) }).then(
  (code) => {
    process.exitCode = code;
  },
  (err: unknown) => {
    console.error('Failed:', err);
    process.exitCode = 1;
  },
);
