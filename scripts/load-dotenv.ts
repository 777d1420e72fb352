// Loaded with `--import` by `npm start`, `npm run dev` and `npm run build`: reads `.env` when
// there is one. Variables already in the environment win. (`node --env-file-if-exists` does
// the same but prints a line at every start when the file is absent.)
import { existsSync } from 'node:fs';

if (existsSync('.env')) process.loadEnvFile('.env');
