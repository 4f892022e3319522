/** `npm run restore -- FILE`: puts a backup in place of DATA_DIR's database and files (no server may run). */
import { commandInputs, runCommand } from './command-line.js';
import { restoreDataFolder } from './data-folder-restore.js';

runCommand(async () => {
  const { file, dataDir } = commandInputs('restore');
  const result = await restoreDataFolder(dataDir, file);
  const files = result.databaseOnly
    ? 'This backup holds the database only (it predates backups of the files): uploads/, app-secret.key and vapid-keys.json were left as they are.'
    : `Also restored: ${
        result.restoredItems
          .map((item) => (item === 'uploads' ? `uploads/ (${result.uploads} files)` : item))
          .join(', ') || 'no files (the backup held none)'
      }.`;
  const aside = result.keptAside
    ? `What was there before is kept in ${result.keptAside}: delete it once the server runs well.`
    : 'There was no database there before.';
  return [
    `Restored ${file} into ${result.databaseDir} (${result.tables} tables read and checked).`,
    files,
    aside,
    'Start the server as usual (npm start); it brings the database up to date with its migrations.',
  ].join('\n');
});
