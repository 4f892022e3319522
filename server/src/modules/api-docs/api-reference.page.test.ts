import { PAGE_CODES } from '@backoffice/shared/page-codes';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineRoute } from '../../http/define-route.js';
import { buildOpenApiDocument } from '../../http/openapi/openapi-document.js';
import { renderApiReference } from './api-reference.page.js';
import { inlineMarkdown } from './html-text.js';

const LINKS = {
  basePath: '/api/v1',
  documentUrl: '/api/v1/openapi.json',
  stylesheetUrl: '/api/v1/docs/styles.css',
};

const page = renderApiReference(
  buildOpenApiDocument(
    [
      defineRoute({
        method: 'post',
        path: '/notice/save',
        summary: 'Saves a <b>notice</b> & more.',
        access: 'user',
        tag: 'Notices',
        permission: { page: PAGE_CODES.Notice, action: 'edit' },
        body: z.object({ Title: z.string().max(200).describe('Shown as `title`') }),
        handler: async () => ({ data: null }),
      }),
    ],
    { basePath: LINKS.basePath, referencePath: '/api/v1/docs' },
  ),
  LINKS,
);

describe('the API reference page', () => {
  it('shows each operation with its method, full path, access and body fields', () => {
    expect(page).toContain('<span class="method method-post">POST</span> <code>/api/v1/notice/save</code>');
    expect(page).toContain('Requires permission: Notices (211) · edit.');
    expect(page).toContain(
      '<td><code>Title</code></td><td>string</td><td>yes</td><td>at most 200 characters; Shown as <code>title</code></td>',
    );
    expect(page).toContain('<section id="tag-Notices"><h2>Notices</h2>');
  });

  it('escapes what it shows', () => {
    expect(page).toContain('Saves a &lt;b&gt;notice&lt;/b&gt; &amp; more.');
    expect(page).not.toContain('<b>notice');
  });

  it('links only our own paths and web addresses', () => {
    expect(inlineMarkdown('[docs](/api/v1/docs)')).toBe('<a href="/api/v1/docs">docs</a>');
    expect(inlineMarkdown('[x](javascript:alert(1))')).not.toContain('<a');
    expect(inlineMarkdown('[x](//evil.example)')).not.toContain('<a');
  });
});
