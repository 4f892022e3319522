import type { z } from 'zod';
import type { PageCode, PermissionAction } from '../page-codes.js';
import type { WidgetScope } from '../widgets/widget-scopes.js';

/**
 * One API route, written once: the server implements it, the browser calls it through the typed
 * client, the OpenAPI document describes it, and the tests check answers against it.
 *
 * - public: no token needed (sign-in, token endpoint, account deletion);
 * - anonymous: a client-credentials token or a user token; read-only public data of a company;
 * - user: a signed-in user who belongs to the company named by the CompanyId header.
 */
export type Access = 'public' | 'anonymous' | 'user';

/** How a route takes its body, for the OpenAPI document and the client (the server parses all three). */
export type BodyKind = 'form' | 'multipart' | 'json';

export interface RoutePermission {
  page: PageCode;
  action: PermissionAction;
}

export interface FilePart {
  name: string;
  maxBytes: number;
  /** How many parts may carry this name (a field app sends several photos as Files); default 1. */
  maxCount?: number;
}

/** A file answer: always CSV, or a table in the format the caller asks for (csv or xlsx). */
export type Download = 'csv' | 'table';

export interface RouteContract {
  method: 'get' | 'post';
  path: string;
  summary: string;
  access: Access;
  permission?: RoutePermission;
  /** Other grants that also open the route (a picker another page needs, such as roles on the user form). */
  alsoPermittedBy?: readonly RoutePermission[];
  /**
   * What a refusal names when the grants are several pages of one kind ("vouchers of any type"),
   * instead of the first page's title, which would send an administrator to the wrong grant.
   */
  permissionNoun?: string;
  /** The widget-token scope that opens this route to an embedded widget; without it, none does. */
  widgetScope?: WidgetScope;
  query?: z.ZodType;
  body?: z.ZodType;
  bodyKind?: BodyKind;
  /** Multipart file parts the route accepts (the rest of the app refuses files). */
  files?: readonly FilePart[];
  /** The OpenAPI tag (the module or entity); defaults to the path's first segment. */
  tag?: string;
  /** The `Data` of a successful answer, as it travels (JSON). */
  response: z.ZodType;
  /**
   * The answer is a file, not an envelope (the response is then `z.null()`): CSV, or a table the
   * `format` query makes CSV, an Excel workbook or a PDF.
   */
  download?: Download;
}

/** Keeps the contract's literal type, so its schemas type the server handler and the client call. */
export const defineContract = <const C extends RouteContract>(contract: C): C => contract;

/**
 * Keys a caller must send: those the parsed value always has, unless the schema fills them in
 * (`.default()`, optional input). A field read through `z.preprocess` has `unknown` input, so its
 * output decides.
 */
type RequiredKeys<I, O> = {
  [K in keyof O]-?: undefined extends O[K]
    ? never
    : K extends keyof I
      ? unknown extends I[K]
        ? K
        : undefined extends I[K]
          ? never
          : K
      : K;
}[keyof O];

/** What a caller sends for a schema: the parsed shape, with the keys the server fills in left optional. */
export type Sent<S extends z.ZodType> =
  z.output<S> extends Record<string, unknown>
    ? z.input<S> extends Record<string, unknown>
      ? Pick<z.output<S>, RequiredKeys<z.input<S>, z.output<S>>> &
          Partial<Omit<z.output<S>, RequiredKeys<z.input<S>, z.output<S>>>>
      : Partial<z.output<S>>
    : z.output<S>;

export type ContractQuery<C extends RouteContract> = C['query'] extends z.ZodType
  ? Sent<C['query']>
  : undefined;
export type ContractBody<C extends RouteContract> = C['body'] extends z.ZodType ? Sent<C['body']> : undefined;
/** The `Data` a caller receives. */
export type ContractData<C extends RouteContract> = z.output<C['response']>;
/** The `Data` a handler returns (before JSON: what the response schema accepts). */
export type ContractAnswer<C extends RouteContract> = z.input<C['response']>;
