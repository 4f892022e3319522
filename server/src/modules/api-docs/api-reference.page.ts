import {
  type HttpMethod,
  isReference,
  type JsonSchema,
  type JsonValue,
  type OpenApiDocument,
  type OperationObject,
  type ParameterObject,
  type Reference,
  type ResponseObject,
} from '../../http/openapi/openapi.types.js';
import { escapeHtml, inlineMarkdown, markdownBlocks } from './html-text.js';
import { constraintsText, typeText } from './schema-text.js';

export interface ReferenceLinks {
  /** The API base the paths are shown under. */
  basePath: string;
  documentUrl: string;
  stylesheetUrl: string;
}

interface Listed {
  path: string;
  method: HttpMethod;
  operation: OperationObject;
}

const METHODS: readonly HttpMethod[] = ['get', 'post'];

const lastSegment = (ref: Reference) => ref.$ref.split('/').pop() ?? '';

const parameterOf = (doc: OpenApiDocument, parameter: ParameterObject | Reference): ParameterObject | null =>
  isReference(parameter) ? (doc.components.parameters[lastSegment(parameter)] ?? null) : parameter;

const responseOf = (doc: OpenApiDocument, response: ResponseObject | Reference): ResponseObject | null =>
  isReference(response) ? (doc.components.responses[lastSegment(response)] ?? null) : response;

const isSchema = (value: JsonValue | undefined): value is JsonSchema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const anchor = (prefix: string, name: string) => `${prefix}-${name.replace(/[^A-Za-z0-9_-]/g, '-')}`;

const row = (cells: readonly string[]) => `<tr>${cells.map((cell) => `<td>${cell}</td>`).join('')}</tr>`;

const table = (headings: readonly string[], rows: readonly string[]) =>
  `<table><thead><tr>${headings.map((heading) => `<th scope="col">${heading}</th>`).join('')}</tr></thead>` +
  `<tbody>${rows.join('')}</tbody></table>`;

/** Constraints as plain text, then descriptions, which may carry the document's little Markdown. */
const notesOf = (schema: JsonSchema, description?: string) => {
  const descriptions = new Set([schema.description, description].filter((text) => typeof text === 'string'));
  return [...constraintsText(schema).map(escapeHtml), ...[...descriptions].map(inlineMarkdown)].join('; ');
};

const parametersTable = (doc: OpenApiDocument, operation: OperationObject): string => {
  const parameters = operation.parameters
    .map((parameter) => parameterOf(doc, parameter))
    .filter((parameter): parameter is ParameterObject => parameter !== null);
  if (parameters.length === 0) return '';
  const rows = parameters.map((parameter) =>
    row([
      `<code>${escapeHtml(parameter.name)}</code>`,
      escapeHtml(parameter.in),
      escapeHtml(typeText(parameter.schema)),
      parameter.required ? 'yes' : 'no',
      notesOf(parameter.schema, parameter.description),
    ]),
  );
  return `<h4>Parameters</h4>${table(['Name', 'In', 'Type', 'Required', 'Constraints / description'], rows)}`;
};

/** One table of the body's fields: the multipart form when files go, else the form (= JSON) body. */
const bodyTable = (operation: OperationObject): string => {
  const content = operation.requestBody?.content;
  if (!content) return '';
  const types = Object.keys(content);
  const shown = content['multipart/form-data'] ?? content['application/x-www-form-urlencoded'];
  const schema = shown && !isReference(shown.schema) ? shown.schema : {};
  const required = Array.isArray(schema.required) ? schema.required : [];
  const properties = isSchema(schema.properties) ? Object.entries(schema.properties) : [];
  const rows = properties.map(([name, property]) => {
    const field = isSchema(property) ? property : {};
    return row([
      `<code>${escapeHtml(name)}</code>`,
      escapeHtml(typeText(field)),
      required.includes(name) ? 'yes' : 'no',
      notesOf(field),
    ]);
  });
  const kinds = `<p class="access">Body as ${types.map((type) => `<code>${escapeHtml(type)}</code>`).join(', ')}</p>`;
  const fields =
    rows.length > 0
      ? table(['Field', 'Type', 'Required', 'Constraints / description'], rows)
      : `<p>${escapeHtml(typeText(schema))}</p>`;
  return `<h4>Body</h4>${kinds}${fields}`;
};

const responsesList = (doc: OpenApiDocument, operation: OperationObject): string => {
  const items = Object.entries(operation.responses).map(([status, response]) => {
    const resolved = responseOf(doc, response);
    return `<li><strong>${escapeHtml(status)}</strong> ${escapeHtml(resolved?.description ?? '')}</li>`;
  });
  return `<h4>Answers</h4><ul class="responses">${items.join('')}</ul>`;
};

const operationHtml = (doc: OpenApiDocument, links: ReferenceLinks, { path, method, operation }: Listed) =>
  `<article class="operation" id="${anchor('op', operation.operationId)}">
<h3><span class="method method-${method}">${method.toUpperCase()}</span> <code>${escapeHtml(links.basePath + path)}</code></h3>
<p>${escapeHtml(operation.summary)}</p>
${operation.description
  .split('\n\n')
  .map((line) => `<p class="access">${escapeHtml(line)}</p>`)
  .join('')}
${parametersTable(doc, operation)}
${bodyTable(operation)}
${responsesList(doc, operation)}
</article>`;

const byTag = (doc: OpenApiDocument): Map<string, Listed[]> => {
  const groups = new Map<string, Listed[]>(doc.tags.map((tag) => [tag.name, []]));
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const tag = operation.tags[0] ?? 'api';
      groups.set(tag, [...(groups.get(tag) ?? []), { path, method, operation }]);
    }
  }
  return groups;
};

/** The readable API reference: plain HTML from the OpenAPI document, no scripts, one same-origin style sheet. */
export const renderApiReference = (doc: OpenApiDocument, links: ReferenceLinks): string => {
  const groups = [...byTag(doc)].filter(([, listed]) => listed.length > 0);
  const contents = groups
    .map(
      ([tag, listed]) =>
        `<li><a href="#${anchor('tag', tag)}">${escapeHtml(tag)}</a> (${listed.length})</li>`,
    )
    .join('');
  const sections = groups
    .map(
      ([tag, listed]) =>
        `<section id="${anchor('tag', tag)}"><h2>${escapeHtml(tag)}</h2>` +
        `${listed.map((entry) => operationHtml(doc, links, entry)).join('\n')}</section>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(doc.info.title)} reference</title>
<link rel="stylesheet" href="${escapeHtml(links.stylesheetUrl)}">
</head>
<body>
<header>
<h1>${escapeHtml(doc.info.title)}</h1>
<p>Version ${escapeHtml(doc.info.version)} · OpenAPI ${escapeHtml(doc.openapi)} document:
<a href="${escapeHtml(links.documentUrl)}">${escapeHtml(links.documentUrl)}</a></p>
</header>
<div class="layout">
<nav aria-label="Contents"><h2>Contents</h2><ul><li><a href="#conventions">Conventions</a></li>${contents}</ul></nav>
<main>
<section id="conventions"><h2>Conventions</h2>${markdownBlocks(doc.info.description)}</section>
${sections}
</main>
</div>
</body>
</html>
`;
};
