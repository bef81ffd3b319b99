/**
 * A backup or restore that must not go on, for a reason the operator can act on (a running server, a folder that
 * already holds a database, an archive that is not a backup). The command prints its message and changes nothing.
 */
export class BackupRefused extends Error {
  override name = 'BackupRefused';
}
