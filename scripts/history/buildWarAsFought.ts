import { writeFileSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { warAsFought, WAR_AS_FOUGHT_PATH } from './warAsFought';

/** npm run build:history — writes public/history/war-as-fought.json (docs/history.md). */
const built = warAsFought({ traceTo: process.env.HISTORY_TRACE === '1' ? console.log : undefined });
mkdirSync(dirname(WAR_AS_FOUGHT_PATH), { recursive: true });
writeFileSync(WAR_AS_FOUGHT_PATH, built.text);
console.log(`${WAR_AS_FOUGHT_PATH}: ${built.file.steps.length} actions, VP ${built.vpTrack.map((v) => `T${v.turn} ${v.chileVp}`).join(', ')}`);
