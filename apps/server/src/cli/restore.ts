import path from 'node:path';
import { loadConfig, readEnvFile } from '../config';
import { TAKEN_FROM } from '../lib/backup/manifest';
import { BackupRefused } from '../lib/backup/refusal';
import { restoreEmbedded } from '../lib/backup/restore';

/**
 * `npm run restore -- FILE`: restores a backup made by `npm run backup` into DATA_DIR, which must hold no
 * database and no pictures, with no server running on it. Checked against the backup's manifest before anything
 * is moved into DATA_DIR; start the server on it afterwards.
 */
const args = process.argv.slice(2);
if (args.length !== 1 || !args[0] || args[0].startsWith('-')) {
  process.stderr.write('usage: npm run restore -- FILE (into an empty DATA_DIR)\n');
  process.exit(2);
}
const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), args[0]);
readEnvFile();
const config = loadConfig();
if (config.databaseUrl) {
  process.stderr.write(
    'DATABASE_URL is set: this command restores only the embedded database. Restore PostgreSQL with\n' +
      'pg_restore or from its base backup and WAL archive, as docs/deploy.md (Backups) describes.\n',
  );
  process.exit(1);
}
try {
  const done = await restoreEmbedded({ dataDir: config.dataDir, file });
  const rows = Object.entries(done.rows).map(([table, count]) => `${table} ${count}`);
  process.stdout.write(
    `restored the backup of ${done.createdAt} (${TAKEN_FROM[done.takenFrom]}) into ${done.dataDir}\n` +
      `  rows, as the manifest recorded: ${rows.join(', ')}\n  upload files: ${done.uploadFiles}\n` +
      'start the server on this DATA_DIR (npm start).\n',
  );
  if (done.missingUploads.length > 0) {
    process.stderr.write(
      `warning: ${done.missingUploads.length} uploads were already missing when the backup was made ` +
        `(listed in its manifest): ${done.missingUploads.slice(0, 5).join(', ')}\n`,
    );
  }
} catch (error) {
  const refused = error instanceof BackupRefused;
  process.stderr.write(`restore ${refused ? 'refused' : 'failed'}: ${(error as Error).message}\n`);
  process.exitCode = 1;
}
