import { readFile, rename, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

const REPO_DEPLOYMENT = fileURLToPath(new URL('../../../server/config/deployment.json', import.meta.url));

interface DeploymentFile {
  hosts: Record<string, { allowedOrigins?: string[] }>;
}

/**
 * The repository's deployment file with `allowedOrigins` of every host replaced by the given origins:
 * the sites a test serves listen on ports chosen at run time, so no fixed origin is listed. Written
 * to a temporary name and renamed, so the server never reads half a file.
 */
export const writeDeploymentFile = async (path: string, origins: readonly string[]): Promise<void> => {
  const config = JSON.parse(await readFile(REPO_DEPLOYMENT, 'utf8')) as DeploymentFile;
  for (const host of Object.values(config.hosts)) host.allowedOrigins = [...origins];
  await writeFile(`${path}.next`, JSON.stringify(config, null, 2));
  await rename(`${path}.next`, path);
};
