/**
 * A return or collection save as multipart, the server's shape for one with a file: scalar fields
 * as text, lists (Lines, Orders) as JSON strings, and the file as the File part.
 */
export function documentFormData(input: object, file: Blob, fileName: string): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(input)) {
    if (value === undefined || value === null) continue;
    body.set(name, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  body.set('File', file, fileName);
  return body;
}
