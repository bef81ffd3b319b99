import { z } from 'zod';
import { COUNTED_TABLES } from './facts';
import { BackupRefused } from './refusal';

/** The archive's entries: the manifest first, then the database's folder, then the pictures. */
export const MANIFEST_ENTRY = 'manifest.json';
export const DATABASE_ENTRY = 'database.tar';
export const UPLOADS_FOLDER = 'uploads';

export const BACKUP_FORMAT = 'orbit-mall-backup';
/** Raised when a restore could no longer read an older archive as it is. */
export const BACKUP_FORMAT_VERSION = 1;

const count = z.number().int().min(0);

const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.literal(BACKUP_FORMAT_VERSION),
  created_at: z.iso.datetime(),
  /** `running server`: the server took the dump between two statements; `stopped server`: the command did. */
  taken_from: z.enum(['running server', 'stopped server']),
  database: z.object({
    bytes: count,
    sha256: z.string().regex(/^[0-9a-f]{64}$/),
    migrations: z.object({ count, last: count }),
    rows: z.object(
      Object.fromEntries(COUNTED_TABLES.map((table) => [table, count.optional()])) as Record<
        (typeof COUNTED_TABLES)[number],
        z.ZodOptional<typeof count>
      >,
    ),
  }),
  uploads: z.object({
    /** Rows of the uploads table; each names a file under uploads/ in the archive, except those missing. */
    recorded: count,
    /** Files the uploads table named but the folder did not hold when the backup was made. */
    missing: z.array(z.string()),
  }),
});
export type Manifest = z.infer<typeof manifestSchema>;

/** How the dump was taken, in the commands' words. */
export const TAKEN_FROM: Record<Manifest['taken_from'], string> = {
  'running server': 'dumped by the running server',
  'stopped server': 'dumped directly, no server was running',
};

/** The manifest of an archive, or a refusal saying why the archive is not a backup this version can restore. */
export function parseManifest(text: string): Manifest {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new BackupRefused('manifest.json is not JSON: not a storefront backup');
  }
  const format = (json as { format?: unknown; version?: unknown } | null) ?? {};
  if (format.format !== BACKUP_FORMAT)
    throw new BackupRefused('not a storefront backup (unknown manifest format)');
  if (format.version !== BACKUP_FORMAT_VERSION) {
    throw new BackupRefused(
      `backup format version ${String(format.version)}; this version restores version ${BACKUP_FORMAT_VERSION}`,
    );
  }
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new BackupRefused(`manifest.json is damaged:\n  ${problems.join('\n  ')}`);
  }
  return parsed.data;
}
