import type { EntityDeclaration } from '@backoffice/shared/entities/entity-declaration';
import { fetchFile, saveFile } from '../../core/download/file-download.ts';

/** GET /{apiPath}/importtemplate: the header row and an example row to fill in. */
export const downloadImportTemplate = async (
  entity: EntityDeclaration,
  container: HTMLElement,
): Promise<void> =>
  saveFile(
    await fetchFile(`/${entity.apiPath}/importtemplate`, {}, `${entity.apiPath}-import-template.csv`),
    container,
  );
