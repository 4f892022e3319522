import { NOTICE } from '@backoffice/shared/entities/administration/notice.entity';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, signInAs } from '../test-support/sign-in.js';
import { startTestApp, type TestApp } from '../test-support/test-app.js';

/** The smallest valid PNG (1×1, transparent). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

let app: TestApp;
let admin: string;
beforeAll(async () => {
  app = await startTestApp({ ownDataDir: 'bo-multipart-' });
  admin = await signInAs(app, 'admin', 'Admin@123');
});
afterAll(async () => app.close());

const png = (bytes = PNG) => new Blob([new Uint8Array(bytes)]);
const post = (path: string, form: FormData) =>
  app.post<unknown>(`${API}/${path}`, { token: admin, companyId: 1, formData: form });
const noticeForm = () => {
  const form = new FormData();
  form.set('Title', 'Festival holiday');
  form.set('Description', 'The office is closed for Tihar.');
  form.set('NoticeDate', '2026-11-01');
  form.set('Audience', 'all');
  return form;
};
const refusal = (code: number, field: string, message: string) => ({
  Code: code,
  Message: message,
  Data: null,
  Errors: [{ Field: field, Message: message }],
});

describe('multipart parts a route does not take, named', () => {
  it('on an entity form: a part it does not declare, a text field sent as a file, a second file', async () => {
    const stray = noticeForm();
    stray.set('Photo', png(), 'a.png');
    expect((await post(`${NOTICE.apiPath}/save`, stray)).body).toEqual(
      refusal(400, 'Photo', 'Photo is not a file field of this form'),
    );
    const textAsFile = noticeForm();
    textAsFile.set('Title', png(), 'a.png');
    expect((await post(`${NOTICE.apiPath}/save`, textAsFile)).body).toEqual(
      refusal(400, 'Title', 'Title takes text, not a file'),
    );
    const twice = noticeForm();
    twice.append('Attachment', png(), 'a.png');
    twice.append('Attachment', png(), 'b.png');
    expect((await post(`${NOTICE.apiPath}/save`, twice)).body).toEqual(
      refusal(400, 'Attachment', 'Attachment takes one file'),
    );
  });

  it('on an entity form: a file over the limit is 413 with the part and its limit', async () => {
    const big = noticeForm();
    big.set(
      'Attachment',
      png(Buffer.concat([PNG, Buffer.alloc(NOTICE.fields.Attachment.maxBytes)])),
      'big.png',
    );
    const answer = await post(`${NOTICE.apiPath}/save`, big);
    expect(answer.status).toBe(413);
    const limit = `${NOTICE.fields.Attachment.maxBytes / 1024 / 1024} MB`;
    expect(answer.body).toEqual(refusal(413, 'Attachment', `Attachment is larger than ${limit}`));
  });

  it('on a route that takes no files at all: the field is named', async () => {
    const form = new FormData();
    form.set('EndPoint', png(), 'endpoint.png');
    const answer = await post('pushsubscription/subscribe', form);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual(refusal(400, 'EndPoint', 'EndPoint takes text, not a file'));
  });
});
