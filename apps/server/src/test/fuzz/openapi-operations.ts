import type { TJsonSchema } from './schema-arbitrary.js';

/** One parameter of an operation (path or query). */
export type TParam = { name: string; isRequired: boolean; schema: TJsonSchema };

/** One operation of the API as the fuzzer drives it. */
export type TOperation = {
  method: string;
  /** The path as the document writes it: /ops/merchants/{code}. */
  template: string;
  pathParams: TParam[];
  queryParams: TParam[];
  /** Absent: the operation declares no JSON body (it may still read one, e.g. multipart). */
  bodySchema?: TJsonSchema;
  /** The credentials the document names (memberToken, operatorToken). */
  security: string[];
  /**
   * Whether its answers must be JSON envelopes. False for operations that declare no JSON answer (HTML pages,
   * images, redirects): their non-JSON answers are documented; a JSON answer must still be an envelope.
   */
  answersJson: boolean;
  /** Where it came from, for the report: the OpenAPI document or the explicit list of undocumented routes. */
  source: 'openapi' | 'undocumented';
};

type TOpenApiParameter = { in: string; name: string; required?: boolean; schema?: TJsonSchema };
type TOpenApiOperation = {
  parameters?: TOpenApiParameter[];
  requestBody?: { content?: Record<string, { schema?: TJsonSchema }> };
  responses?: Record<string, { content?: Record<string, unknown> }>;
  security?: Record<string, unknown>[];
};
export type TOpenApiDocument = { paths: Record<string, Record<string, TOpenApiOperation>> };

const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);

/** Every operation of the document, in the document's order. */
export function operationsOf(document: TOpenApiDocument): TOperation[] {
  const operations: TOperation[] = [];
  for (const [template, byMethod] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(byMethod)) {
      if (!METHODS.has(method)) continue;
      const params = (where: string) =>
        (operation.parameters ?? [])
          .filter((p) => p.in === where)
          .map((p) => ({ name: p.name, isRequired: p.required === true, schema: p.schema ?? {} }));
      const answerTypes = Object.values(operation.responses ?? {}).flatMap((r) =>
        Object.keys(r.content ?? {}),
      );
      operations.push({
        method: method.toUpperCase(),
        template,
        pathParams: params('path'),
        queryParams: params('query'),
        bodySchema: operation.requestBody?.content?.['application/json']?.schema,
        security: (operation.security ?? []).flatMap((s) => Object.keys(s)),
        answersJson: answerTypes.some((type) => type.includes('json')),
        source: 'openapi',
      });
    }
  }
  return operations;
}

/** A route pattern as Fastify prints it (/ops/merchants/:code) for a document template. */
export function routePatternOf(template: string): string {
  return template.replace(/\{(\w+)\}/g, ':$1');
}
