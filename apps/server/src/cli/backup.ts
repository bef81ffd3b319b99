import path from 'node:path';
import { loadConfig, readEnvFile } from '../config';
import { backUpEmbedded } from '../lib/backup/backup';
import { TAKEN_FROM } from '../lib/backup/manifest';
import { BackupRefused } from '../lib/backup/refusal';

/**
 * `npm run backup -- FILE`: writes a .tar.gz of the embedded database and the uploaded pictures to FILE, while
 * the server runs (it dumps its database through DATA_DIR/maintenance.sock) or while it is stopped. On
 * PostgreSQL it refuses: pg_dump and WAL archiving do that job (docs/deploy.md, Backups).
 */
const args = process.argv.slice(2);
if (args.length !== 1 || !args[0] || args[0].startsWith('-')) {
  process.stderr.write('usage: npm run backup -- FILE (a new .tar.gz outside DATA_DIR)\n');
  process.exit(2);
}
// npm runs scripts in the repository's root; a relative FILE means where the operator typed the command.
const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), args[0]);
readEnvFile();
const config = loadConfig();
if (config.databaseUrl) {
  process.stderr.write(
    'DATABASE_URL is set: this command backs up only the embedded database. Back up PostgreSQL with pg_dump\n' +
      'or continuous WAL archiving, and DATA_DIR/uploads after it, as docs/deploy.md (Backups) describes.\n',
  );
  process.exit(1);
}
try {
  const done = await backUpEmbedded({ dataDir: config.dataDir, file });
  const megabytes = (done.bytes / 1_048_576).toFixed(1);
  const rows = Object.entries(done.rows).map(([table, count]) => `${table} ${count}`);
  process.stdout.write(
    `backup written to ${done.file} (${megabytes} MB), ${TAKEN_FROM[done.takenFrom]}\n` +
      `  rows: ${rows.join(', ')}\n  upload files: ${done.uploadFiles}\n`,
  );
  if (done.missingUploads.length > 0) {
    process.stderr.write(
      `warning: ${done.missingUploads.length} uploads named by the database were not in DATA_DIR/uploads ` +
        `(listed in the manifest): ${done.missingUploads.slice(0, 5).join(', ')}\n`,
    );
  }
} catch (error) {
  const refused = error instanceof BackupRefused;
  process.stderr.write(`backup ${refused ? 'refused' : 'failed'}: ${(error as Error).message}\n`);
  process.exitCode = 1;
}
