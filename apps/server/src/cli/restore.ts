import { rowCounts, runCommand } from '../lib/backup/command';
import { TAKEN_FROM } from '../lib/backup/manifest';
import { restoreEmbedded } from '../lib/backup/restore';

/**
 * `npm run restore -- FILE`: restores a backup made by `npm run backup` into DATA_DIR, which must hold no
 * database and no pictures, with no server running on it. Checked against the backup's manifest before anything
 * is moved into DATA_DIR; start the server on it afterwards.
 */
await runCommand({
  name: 'restore',
  usage: 'npm run restore -- FILE (into an empty DATA_DIR)',
  onPostgres:
    'this command restores only the embedded database. Restore PostgreSQL with\n' +
    'pg_restore or from its base backup and WAL archive, as docs/deploy.md (Backups) describes.',
  async run({ file, config }) {
    const done = await restoreEmbedded({ dataDir: config.dataDir, file });
    process.stdout.write(
      `restored the backup of ${done.createdAt} (${TAKEN_FROM[done.takenFrom]}) into ${done.dataDir}\n` +
        `  rows, as the manifest recorded: ${rowCounts(done.rows)}\n  upload files: ${done.uploadFiles}\n` +
        'start the server on this DATA_DIR (npm start).\n',
    );
    if (done.missingUploads.length > 0) {
      process.stderr.write(
        `warning: ${done.missingUploads.length} uploads were already missing when the backup was made ` +
          `(listed in its manifest): ${done.missingUploads.slice(0, 5).join(', ')}\n`,
      );
    }
  },
});
