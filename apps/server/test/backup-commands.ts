import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export type Run = { code: number; stdout: string; stderr: string };

/**
 * `npm run backup -- FILE`, `npm run restore -- FILE` or `npm run reconcile` as the operator runs it: a child
 * process of the command.
 */
export function runCommand(
  command: 'backup' | 'restore' | 'reconcile',
  file: string | undefined,
  env: Record<string, string>,
): Promise<Run> {
  const { DATABASE_URL: _url, ...inherited } = process.env;
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', `apps/server/src/cli/${command}.ts`, ...(file === undefined ? [] : [file])],
      { cwd: root, env: { ...inherited, LOG_LEVEL: 'silent', ...env } },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}
