import path from 'node:path';
import { type Config, loadConfig, readEnvFile } from '../../config';
import { keepNewFilesPrivate } from '../private-files';
import { BackupRefused } from './refusal';

/**
 * What `npm run backup` and `npm run restore` share: one FILE argument, the configuration (with `.env`), a
 * refusal on PostgreSQL, and the exit status: 2 for a wrong call, 1 for a refusal or a failure, printed as such.
 */
export async function runCommand(command: {
  name: 'backup' | 'restore';
  usage: string;
  /** Why the command does nothing on PostgreSQL, and what does its job there. */
  onPostgres: string;
  run(options: { file: string; config: Config }): Promise<void>;
}) {
  const args = process.argv.slice(2);
  if (args.length !== 1 || !args[0] || args[0].startsWith('-')) {
    process.stderr.write(`usage: ${command.usage}\n`);
    process.exit(2);
  }
  keepNewFilesPrivate();
  // npm runs scripts in the repository's root; a relative FILE means where the operator typed the command.
  const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), args[0]);
  readEnvFile();
  const config = loadConfig();
  if (config.databaseUrl) {
    process.stderr.write(`DATABASE_URL is set: ${command.onPostgres}\n`);
    process.exit(1);
  }
  try {
    await command.run({ file, config });
  } catch (error) {
    const refused = error instanceof BackupRefused;
    process.stderr.write(`${command.name} ${refused ? 'refused' : 'failed'}: ${(error as Error).message}\n`);
    process.exitCode = 1;
  }
}

/** `users 3, orders 12, …`: the row counts a backup recorded. */
export const rowCounts = (rows: Record<string, number>) =>
  Object.entries(rows)
    .map(([table, count]) => `${table} ${count}`)
    .join(', ');
