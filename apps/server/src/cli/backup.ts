import { backUpEmbedded } from '../lib/backup/backup';
import { rowCounts, runCommand } from '../lib/backup/command';
import { TAKEN_FROM } from '../lib/backup/manifest';

/**
 * `npm run backup -- FILE`: writes a .tar.gz of the embedded database and the uploaded pictures to FILE, while
 * the server runs (it dumps its database through DATA_DIR/maintenance.sock) or while it is stopped. On
 * PostgreSQL it refuses: pg_dump and WAL archiving do that job (docs/deploy.md, Backups).
 */
await runCommand({
  name: 'backup',
  usage: 'npm run backup -- FILE (a new .tar.gz outside DATA_DIR)',
  onPostgres:
    'this command backs up only the embedded database. Back up PostgreSQL with pg_dump\n' +
    'or continuous WAL archiving, and DATA_DIR/uploads after it, as docs/deploy.md (Backups) describes.',
  async run({ file, config }) {
    const done = await backUpEmbedded({ dataDir: config.dataDir, file });
    const megabytes = (done.bytes / 1_048_576).toFixed(1);
    process.stdout.write(
      `backup written to ${done.file} (${megabytes} MB), ${TAKEN_FROM[done.takenFrom]}\n` +
        `  rows: ${rowCounts(done.rows)}\n  upload files: ${done.uploadFiles}\n`,
    );
    if (done.missingUploads.length > 0) {
      process.stderr.write(
        `warning: ${done.missingUploads.length} uploads named by the database were not in DATA_DIR/uploads ` +
          `(listed in the manifest): ${done.missingUploads.slice(0, 5).join(', ')}\n`,
      );
    }
  },
});
