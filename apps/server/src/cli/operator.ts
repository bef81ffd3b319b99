import { loadConfig, readEnvFile } from '../config';
import { openDatabase } from '../db/client';
import { createOperator } from '../modules/admin/operators';
import { databaseErrorOf, UNIQUE_VIOLATION } from '../lib/database-error';
import { keepNewFilesPrivate } from '../lib/private-files';

/** `npm run operator -- create NAME`: adds an operator and prints its generated password once. */
const [command, username] = process.argv.slice(2);
if (command !== 'create' || !username || !/^[A-Za-z][\w.-]{2,63}$/.test(username)) {
  process.stderr.write('usage: npm run operator -- create NAME (3 to 64 letters, digits, dots, dashes)\n');
  process.exit(2);
}
keepNewFilesPrivate();
readEnvFile();
const config = loadConfig();
const database = await openDatabase(config);
try {
  await database.migrate();
  const password = await createOperator(database.db, username);
  process.stdout.write(`operator ${username} created; password (shown once): ${password}\n`);
} catch (error) {
  const duplicate = databaseErrorOf(error).code === UNIQUE_VIOLATION;
  process.stderr.write(duplicate ? `operator ${username} already exists\n` : `${(error as Error).message}\n`);
  process.exitCode = 1;
} finally {
  await database.close();
}
