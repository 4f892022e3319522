/**
 * The parts of OpenAPI 3.1 this server writes. Our own small types rather than a types package:
 * the server depends on nothing it does not run, and these say exactly what we emit.
 */
import type { JsonSchema, JsonValue } from '@backoffice/shared/http/json-schema';

export type { JsonSchema, JsonValue };

export type Reference = { $ref: string };

export type HttpMethod = 'get' | 'post';

export interface ParameterObject {
  name: string;
  in: 'query' | 'header' | 'path';
  required: boolean;
  description?: string;
  schema: JsonSchema;
  style?: 'form' | 'simple';
  explode?: boolean;
}

export interface MediaTypeObject {
  schema: JsonSchema | Reference;
}

export interface RequestBodyObject {
  required: boolean;
  content: Record<string, MediaTypeObject>;
}

export interface ResponseObject {
  description: string;
  content?: Record<string, MediaTypeObject>;
}

export interface PermissionExtension {
  page: number;
  pageTitle: string;
  action: string;
}

export interface OperationObject {
  operationId: string;
  summary: string;
  description: string;
  tags: string[];
  security: Record<string, string[]>[];
  parameters: (ParameterObject | Reference)[];
  requestBody?: RequestBodyObject;
  responses: Record<string, ResponseObject | Reference>;
  'x-access': string;
  'x-permission'?: PermissionExtension;
}

export type PathItemObject = Partial<Record<HttpMethod, OperationObject>>;

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  servers: { url: string; description?: string }[];
  tags: { name: string; description?: string }[];
  paths: Record<string, PathItemObject>;
  components: {
    schemas: Record<string, JsonSchema>;
    responses: Record<string, ResponseObject>;
    parameters: Record<string, ParameterObject>;
    securitySchemes: Record<string, JsonSchema>;
  };
}

export const isReference = (value: object): value is Reference =>
  typeof (value as { $ref?: unknown }).$ref === 'string';
