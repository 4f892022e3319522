/** `npm run restore -- FILE`: puts a backup in place of DATA_DIR's embedded database (no server may run). */
import { commandInputs, runCommand } from './command-line.js';
import { restoreDataFolder } from './data-folder-restore.js';

runCommand(async () => {
  const { file, dataDir } = commandInputs('restore');
  const result = await restoreDataFolder(dataDir, file);
  const aside = result.keptAside
    ? `The database that was there is kept at ${result.keptAside}: delete it once the server runs well.`
    : 'There was no database there before.';
  return [
    `Restored ${file} into ${result.databaseDir} (${result.tables} tables read and checked).`,
    aside,
    'Start the server as usual (npm start); it brings the database up to date with its migrations.',
  ].join('\n');
});
