import { entityContracts } from '@backoffice/shared/entities/entity-contracts';
import type { EntityDeclaration } from '@backoffice/shared/entities/entity-declaration';
import { IMPORT_FILE_PART, IMPORT_MAX_BYTES } from '@backoffice/shared/entities/entity-import';
import { callContractEncodedForMessage } from '../../core/contract-client.ts';
import { byteSize } from '../form/entity-form-values.ts';

/** What the browser can tell before sending: the name and the size (the server reads the content). */
export const importFileProblem = (file: File): string | null => {
  if (!/\.csv$/i.test(file.name)) return 'Choose a CSV file (its name ends in .csv).';
  if (file.size > IMPORT_MAX_BYTES) {
    return `The file is ${byteSize(file.size)}; an import takes at most ${byteSize(IMPORT_MAX_BYTES)}. Split it into smaller files.`;
  }
  return null;
};

/** POST /{apiPath}/import: the report, saved or not; a file the server cannot read is an ApiError. */
export const uploadImport = async (entity: EntityDeclaration, file: File, saveValid: boolean) => {
  const formData = new FormData();
  formData.set(IMPORT_FILE_PART, file, file.name);
  if (saveValid) formData.set('saveValid', 'true');
  const contract = entityContracts(entity).import?.upload;
  if (!contract) throw new Error(`${entity.title} cannot be imported`);
  return callContractEncodedForMessage(contract, { formData });
};
