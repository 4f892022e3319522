/** `npm run backup -- FILE`: a consistent backup of DATA_DIR (database, uploads, keys), server running or not. */
import { performance } from 'node:perf_hooks';
import { commandInputs, runCommand } from './command-line.js';
import { backupDataFolder } from './data-folder-backup.js';

runCommand(async () => {
  const { file, dataDir } = commandInputs('backup');
  const started = performance.now();
  const result = await backupDataFolder(dataDir, file);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const by =
    result.takenBy.kind === 'server'
      ? `by the running server (pid ${result.takenBy.pid})`
      : 'with no server running';
  return `Backup of ${dataDir} written to ${file} (${(result.bytes / 1_048_576).toFixed(1)} MiB, taken ${by}, ${seconds} s)`;
});
