/** The guide an operator is pointed to from the messages below. */
export const OPERATIONS_DOC = 'docs/operations.md';

const causeOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** A Node system error (permissions, full disk): the files may be fine, the machine is not. */
const isSystemError = (error: unknown): error is NodeJS.ErrnoException =>
  error instanceof Error &&
  typeof (error as NodeJS.ErrnoException).code === 'string' &&
  /^E[A-Z]+$/.test((error as NodeJS.ErrnoException).code ?? '');

/**
 * The embedded database would not open or migrate. PGlite itself says little ("Aborted()", "PGlite
 * failed to initialize properly"), so this says which folder, what it likely means and what to do.
 */
export class DamagedDataFolderError extends Error {
  constructor(
    readonly databaseDir: string,
    readonly dataDir: string,
    cause: unknown,
  ) {
    super(damagedMessage(databaseDir, dataDir, cause), { cause });
    this.name = 'DamagedDataFolderError';
  }
}

const damagedMessage = (databaseDir: string, dataDir: string, cause: unknown): string => {
  if (isSystemError(cause)) {
    return [
      `The embedded database in ${databaseDir} could not be opened: ${causeOf(cause)}.`,
      'Check that this user may read and write the folder and that the disk has free space, then start again.',
    ].join('\n');
  }
  return [
    `The embedded database in ${databaseDir} could not be opened: ${causeOf(cause)}.`,
    'Its files look damaged or incomplete (a disk fault, a copy taken while a server ran, or files removed by hand).',
    'Leave the folder as it is and restore the latest backup (the restore keeps the damaged folder aside):',
    `  DATA_DIR=${dataDir} npm run restore -- /path/to/backup.tar.gz`,
    `See ${OPERATIONS_DOC}, "A damaged data folder".`,
  ].join('\n');
};
