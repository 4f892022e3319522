import type {
  Access,
  BodyKind,
  ContractAnswer,
  Download,
  FilePart,
  RouteContract,
  RoutePermission,
} from '@backoffice/shared/http/route-contract';
import { WIDGET_MESSAGES, type WidgetScope } from '@backoffice/shared/widgets/widget-scopes';
import type { Request, Response } from 'express';
import type { z } from 'zod';
import type { AppDeps } from '../app-deps.js';
import { requirePermission } from '../auth/permissions.js';
import { bearerTokenOf, resolvePrincipal, SESSION_MESSAGES } from '../auth/resolve-principal.js';
import { requestedCompanyId, resolvePublicTenant, resolveUserTenant } from '../auth/resolve-tenant.js';
import { ApiError, forbidden, unauthorized } from './api-error.js';
import { crossOrigin } from './cors.js';
import { sendEnvelope } from './envelope.js';
import { refuseUnsafeInput } from './input-safety.js';
import { parseInput } from './parse-input.js';
import type { AnonymousContext, BaseContext, UserContext, UserPrincipal } from './request-context.js';

export type { Access, BodyKind, FilePart, RoutePermission };

type ContextFor<A extends Access> = A extends 'user'
  ? UserContext
  : A extends 'anonymous'
    ? AnonymousContext
    : BaseContext;

export interface HandlerResult<R> {
  data: R;
  message?: string;
  code?: number;
  /** A download instead of an envelope (a CSV or Excel export): sent as is with this type and file name. */
  file?: { contentType: string; fileName: string; body: string | Buffer };
}

export interface UploadedFile {
  originalName: string;
  size: number;
  buffer: Buffer;
}

export type UploadedFiles = Readonly<Record<string, UploadedFile | undefined>>;
/** Every part of each name, in the order sent: for parts declared with a maxCount above 1. */
export type UploadedFileLists = Readonly<Record<string, readonly UploadedFile[] | undefined>>;

const uploadedFileLists = (req: Request): UploadedFileLists => {
  const files = req.files;
  if (!files || Array.isArray(files)) return {};
  return Object.fromEntries(
    Object.entries(files).map(([name, parts]) => [
      name,
      parts.map((file) => ({ originalName: file.originalname, size: file.size, buffer: file.buffer })),
    ]),
  );
};

const firstOfEach = (lists: UploadedFileLists): UploadedFiles =>
  Object.fromEntries(Object.entries(lists).map(([name, parts]) => [name, parts?.[0]]));

export interface RouteDefinition<A extends Access, Q extends z.ZodType, B extends z.ZodType, R> {
  method: 'get' | 'post';
  path: string;
  summary: string;
  access: A;
  permission?: RoutePermission;
  /** Other grants that also open the route (a picker another page needs, such as roles on the user form). */
  alsoPermittedBy?: readonly RoutePermission[];
  /** What a refusal names when the grants are several pages of one kind (the route contract's). */
  permissionNoun?: string;
  /** The widget-token scope that opens this route to an embedded widget; without it, none does. */
  widgetScope?: WidgetScope;
  /**
   * A right the caller must hold that a page permission cannot express (the support desk), checked
   * before the query and body are read: a caller without it learns nothing from how its input is judged.
   */
  guard?: (ctx: ContextFor<A>) => void | Promise<void>;
  query?: Q;
  body?: B;
  bodyKind?: BodyKind;
  /** Multipart file parts the route accepts (the rest of the app refuses files). */
  files?: readonly FilePart[];
  /** The OpenAPI tag (the module or entity); defaults to the path's first segment. */
  tag?: string;
  /** The `Data` of a successful answer (from the route's contract). */
  response?: z.ZodType;
  /** The answer is a file of this kind, not an envelope. */
  download?: Download;
  handler: (
    ctx: ContextFor<A>,
    input: {
      query: z.output<Q>;
      body: z.output<B>;
      files: UploadedFiles;
      fileLists: UploadedFileLists;
      raw: { query: unknown; body: unknown };
    },
  ) => Promise<HandlerResult<R>>;
}

/** What the app mounts; the type parameters are erased so routes of all shapes share one list. */
export interface MountableRoute {
  method: 'get' | 'post';
  path: string;
  summary: string;
  access: Access;
  permission?: RoutePermission;
  alsoPermittedBy?: readonly RoutePermission[];
  permissionNoun?: string;
  widgetScope?: WidgetScope;
  query?: z.ZodType;
  body?: z.ZodType;
  bodyKind?: BodyKind;
  files?: readonly FilePart[];
  tag?: string;
  response?: z.ZodType;
  download?: Download;
  run: (deps: AppDeps, req: Request, res: Response) => Promise<void>;
}

const baseContext = (deps: AppDeps, req: Request): BaseContext => ({
  deps,
  requestId: String(req.id ?? ''),
  ip: req.ip ?? '',
  userAgent: req.get('user-agent') ?? '',
  now: deps.clock(),
  log: req.log,
  requestedCompanyId: requestedCompanyId(req),
  bearerToken: bearerTokenOf(req),
  apiKey: req.get('x-api-key')?.trim() || null,
  crossOrigin: crossOrigin(req),
});

/**
 * A widget acts only for its token's company, only on routes its scopes open, and only from a page
 * of an origin that company lists: the browser's CORS check alone would still let the call run.
 */
const admitWidget = async (
  deps: AppDeps,
  req: Request,
  principal: UserPrincipal,
  widgetScope: WidgetScope | undefined,
): Promise<number> => {
  const grant = principal.widget;
  if (!grant) throw new Error('admitWidget needs a widget principal');
  const origin = crossOrigin(req);
  if (origin !== null && !(await deps.origins.companyListsOrigin(deps.db, grant.companyId, origin)))
    throw forbidden(WIDGET_MESSAGES.originRefused);
  if (!widgetScope || !grant.scopes.includes(widgetScope)) throw forbidden(WIDGET_MESSAGES.scopeMissing);
  if (requestedCompanyId(req, grant.companyId) !== grant.companyId)
    throw forbidden(WIDGET_MESSAGES.otherCompany);
  return grant.companyId;
};

const buildContext = async (deps: AppDeps, req: Request, access: Access, widgetScope?: WidgetScope) => {
  const base = baseContext(deps, req);
  if (access === 'public') return base;
  const token = base.bearerToken;
  if (!token) throw unauthorized(SESSION_MESSAGES.signInRequired);
  const principal = await resolvePrincipal(deps.db, deps.secrets.jwtKey, token, base.now);
  if (principal.kind === 'user' && principal.widget) {
    const companyId = await admitWidget(deps, req, principal, widgetScope);
    const { userType } = await resolveUserTenant(deps.db, principal, companyId);
    return { ...base, requestedCompanyId: companyId, companyId, principal, user: principal, userType };
  }
  if (access === 'anonymous') {
    const companyId = await resolvePublicTenant(deps.db, base.requestedCompanyId);
    return { ...base, companyId, principal } satisfies AnonymousContext;
  }
  if (principal.kind !== 'user') throw forbidden('Sign in to use this part of the application.');
  const companyId = base.requestedCompanyId;
  const { userType } = await resolveUserTenant(deps.db, principal, companyId);
  return { ...base, companyId, principal, user: principal, userType } satisfies UserContext;
};

export const defineRoute = <
  A extends Access,
  Q extends z.ZodType = z.ZodUnknown,
  B extends z.ZodType = z.ZodUnknown,
  R = unknown,
>(
  route: RouteDefinition<A, Q, B, R>,
): MountableRoute => ({
  method: route.method,
  path: route.path,
  summary: route.summary,
  access: route.access,
  ...(route.permission ? { permission: route.permission } : {}),
  ...(route.alsoPermittedBy ? { alsoPermittedBy: route.alsoPermittedBy } : {}),
  ...(route.permissionNoun ? { permissionNoun: route.permissionNoun } : {}),
  ...(route.widgetScope ? { widgetScope: route.widgetScope } : {}),
  ...(route.query ? { query: route.query } : {}),
  ...(route.body ? { body: route.body } : {}),
  ...(route.bodyKind ? { bodyKind: route.bodyKind } : {}),
  ...(route.files ? { files: route.files } : {}),
  ...(route.tag ? { tag: route.tag } : {}),
  ...(route.response ? { response: route.response } : {}),
  ...(route.download ? { download: route.download } : {}),
  run: async (deps, req, res) => {
    const ctx = (await buildContext(deps, req, route.access, route.widgetScope)) as ContextFor<A>;
    if (route.permission)
      await requirePermission(
        ctx as UserContext,
        route.permission,
        route.alsoPermittedBy ?? [],
        route.permissionNoun,
      );
    await route.guard?.(ctx);
    const query = (route.query ? parseInput(route.query, req.query) : undefined) as z.output<Q>;
    const body = (route.body ? parseInput(route.body, req.body) : undefined) as z.output<B>;
    const fileLists = uploadedFileLists(req);
    // File names are client text as well: stored with the upload, shown and exported.
    refuseUnsafeInput(
      Object.fromEntries(
        Object.entries(fileLists).map(([name, parts]) => [name, parts?.map((part) => part.originalName)]),
      ),
    );
    const result = await route.handler(ctx, {
      query,
      body,
      files: firstOfEach(fileLists),
      fileLists,
      raw: { query: req.query, body: req.body },
    });
    if (result.file) {
      res.status(200).type(result.file.contentType).attachment(result.file.fileName).send(result.file.body);
      return;
    }
    if (route.response && deps.env.CHECK_RESPONSES) assertAnswerMatches(route, route.response, result.data);
    sendEnvelope(res, result.code ?? 200, result.message ?? 'Success', result.data);
  },
});

/**
 * With CHECK_RESPONSES (the test suites), an answer its contract does not describe is a server
 * fault: the test that made the call fails, naming the route and the fields.
 */
const assertAnswerMatches = (route: { method: string; path: string }, schema: z.ZodType, data: unknown) => {
  const checked = schema.safeParse(JSON.parse(JSON.stringify(data ?? null)));
  if (checked.success) return;
  const fields = checked.error.issues.map((issue) => `${issue.path.join('.') || '(Data)'}: ${issue.message}`);
  // The message reaches the test's answer (500 in the envelope), so the failure names the mismatch.
  throw new ApiError(
    500,
    `${route.method.toUpperCase()} ${route.path} answered outside its contract: ${fields.slice(0, 5).join('; ')}`,
  );
};

type ContractRoute<C extends RouteContract> = C extends { access: infer A extends Access } ? A : never;
type Parsed<S> = S extends z.ZodType ? S : z.ZodType;

/** The handler side of a contract: everything but the contract itself. */
export interface RouteImplementation<C extends RouteContract> {
  guard?: RouteDefinition<
    ContractRoute<C>,
    Parsed<C['query']>,
    Parsed<C['body']>,
    ContractAnswer<C>
  >['guard'];
  handler: RouteDefinition<
    ContractRoute<C>,
    Parsed<C['query']>,
    Parsed<C['body']>,
    ContractAnswer<C>
  >['handler'];
}

/** Mounts a route declared once in shared: its input and answer types come from the contract. */
export const implementRoute = <const C extends RouteContract>(
  contract: C,
  implementation: RouteImplementation<C>,
): MountableRoute =>
  defineRoute<ContractRoute<C>, Parsed<C['query']>, Parsed<C['body']>, ContractAnswer<C>>({
    ...(contract as RouteContract as Omit<
      RouteDefinition<ContractRoute<C>, Parsed<C['query']>, Parsed<C['body']>, ContractAnswer<C>>,
      'handler' | 'guard'
    >),
    ...implementation,
  });
