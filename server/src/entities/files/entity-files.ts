import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  type EntityDeclaration,
  editableFields,
  FILE_TYPES,
  type FileField,
  type FileType,
} from '@backoffice/shared/entities/entity-declaration';
import { fileTypeFromBuffer } from 'file-type';
import { ApiError } from '../../http/api-error.js';
import type { UploadedFile, UploadedFiles } from '../../http/define-route.js';

/** Public URL prefix of stored uploads; the file names are random, so a link is its own key. */
export const UPLOADS_URL = '/uploads';

const EXTENSION: Record<FileType, string> = { png: 'png', gif: 'gif', jpeg: 'jpg', pdf: 'pdf' };
const NAMES: Record<FileType, string> = { png: 'PNG', gif: 'GIF', jpeg: 'JPEG', pdf: 'PDF' };

const acceptedList = (accept: readonly FileType[]): string => {
  const names = accept.map((type) => NAMES[type]);
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} or ${names.at(-1)}` : (names[0] ?? '');
};

export const uploadsDirectory = (dataDir: string): string => path.resolve(dataDir, 'uploads');

/**
 * Checks an upload by its bytes (a renamed .exe is not a PNG) and its size, then stores it under a
 * name the server makes. Returns the public path saved in the record.
 */
export const storeUpload = async (
  dataDir: string,
  companyId: number,
  fieldName: string,
  field: FileField,
  file: UploadedFile,
): Promise<string> => {
  const refuse = (message: string) => new ApiError(400, message, [{ Field: fieldName, Message: message }]);
  if (file.size > field.maxBytes) {
    throw refuse(`${field.label} must be at most ${Math.floor(field.maxBytes / 1024 / 1024)} MB`);
  }
  if (file.size === 0) throw refuse(`${field.label} is an empty file`);
  const detected = await fileTypeFromBuffer(file.buffer);
  const type = field.accept.find((accepted) => FILE_TYPES[accepted] === detected?.mime);
  if (!type) throw refuse(`${field.label} must be a ${acceptedList(field.accept)} file`);
  const folder = path.join(uploadsDirectory(dataDir), String(companyId));
  await mkdir(folder, { recursive: true });
  const name = `${randomUUID()}.${EXTENSION[type]}`;
  await writeFile(path.join(folder, name), file.buffer, { flag: 'wx' });
  return `${UPLOADS_URL}/${companyId}/${name}`;
};

/**
 * Removes uploads stored for a save that then failed (a rule refused it, the write lost a race):
 * no record names them, so nothing would ever serve or clean them. Only our own upload paths.
 */
export const discardUploads = async (dataDir: string, paths: readonly string[]): Promise<void> => {
  const root = uploadsDirectory(dataDir);
  for (const stored of paths) {
    const match = /^\/uploads\/(\d+)\/([0-9a-f-]{36}\.[a-z]{3})$/.exec(stored);
    if (!match) continue;
    await rm(path.join(root, match[1] ?? '', match[2] ?? ''), { force: true });
  }
};

/**
 * Optional file fields sent as an empty text field with no file: the client asks to remove the
 * stored file (a required one is refused later, as missing).
 */
export const filesToRemove = (
  entity: EntityDeclaration,
  rawBody: unknown,
  files: UploadedFiles,
): string[] => {
  if (typeof rawBody !== 'object' || rawBody === null) return [];
  const sent = rawBody as Record<string, unknown>;
  return editableFields(entity)
    .filter(([name, field]) => field.kind === 'file' && !files[name] && sent[name] === '')
    .map(([name]) => name);
};
