import type { TAnswerRules } from './check-answer.js';
import { routePatternOf, type TOperation, type TParam } from './openapi-operations.js';
import type { TFuzzTarget } from './run-fuzz.js';

// Routes the OpenAPI document leaves out (hidden, sockets, static files): listed here so they are fuzzed too.
// The completeness test fails when the app has a route that is in neither, naming it.

const ENVELOPE: TAnswerRules = { hasNonJsonSuccess: false, hasHtmlErrors: false };
const FILES: TAnswerRules = { hasNonJsonSuccess: true, hasHtmlErrors: false };

const fileParam = (name: string, examples: string[]): TParam => ({
  name,
  isRequired: true,
  schema: { type: 'string', enum: examples },
});

function target(template: string, rules: TAnswerRules, pathParams: TParam[] = []): TFuzzTarget {
  const operation: TOperation = {
    method: 'GET',
    template,
    pathParams,
    queryParams: [],
    security: [],
    answersJson: !rules.hasNonJsonSuccess,
    source: 'undocumented',
  };
  return { operation, rules };
}

/** The routes outside the document, as fuzz targets. `siteFiles`: the files of the built site being served. */
export function undocumentedTargets(siteFiles: string[]): TFuzzTarget[] {
  return [
    target('/metrics', FILES),
    target('/docs', FILES),
    target('/docs/json', { ...FILES, hasForeignJson: true }),
    target('/docs/yaml', FILES),
    target('/docs/static/{file}', FILES, [
      fileParam('file', ['index.html', 'swagger-initializer.js', 'swagger-ui.css']),
    ]),
    // The support page's static files (hidden: no data, it logs in with an operator token).
    target('/ops/support', FILES),
    target('/ops/support/{file}', FILES, [fileParam('file', ['support.js', 'support.css'])]),
    // The in-house game pages' static files (apps/games/dist; the scripts' names carry a build hash).
    target('/inhouse/assets/{file}', FILES, [fileParam('file', ['slot/index.html', 'common/common.css'])]),
    // Sockets: a plain GET (no upgrade) must still answer in the envelope.
    ...[
      '/ops/live-chat/ws',
      '/wps/livechat/ws',
      '/wps/chat-room/ws',
      '/inhouse/crash/ws',
      '/inhouse/baccarat/ws',
      '/inhouse/pvp/ws',
    ].map((path) => target(path, ENVELOPE)),
    // The site: index.html for every other GET (history routing), its files as they are.
    target('/{sitePath}', FILES, [fileParam('sitePath', ['', 'vip', 'legal/terms', ...siteFiles])]),
  ];
}

/** The patterns the undocumented targets stand for, as Fastify prints them (the site's files come as files). */
const UNDOCUMENTED_PATTERNS = new Set([
  '/metrics',
  '/docs',
  '/docs/json',
  '/docs/yaml',
  '/docs/static/index.html',
  '/docs/static/swagger-initializer.js',
  '/docs/static/*',
  '/ops/support',
  '/ops/support/:file',
  '/inhouse/assets/*',
  '/ops/live-chat/ws',
  '/wps/livechat/ws',
  '/wps/chat-room/ws',
  '/inhouse/crash/ws',
  '/inhouse/baccarat/ws',
  '/inhouse/pvp/ws',
]);

/** Every "METHOD /pattern" of the app, read from Fastify's printed route tree (HEAD twins left out). */
export function registeredRoutes(printedTree: string): string[] {
  const prefixes: string[] = [];
  const routes: string[] = [];
  for (const line of printedTree.split('\n')) {
    const at = line.search(/[└├]── /);
    if (at < 0) continue;
    const depth = at / 4;
    const match = /^(.*?)(?: \(([A-Z, ]+)\))?$/.exec(line.slice(at + 4));
    const label = match?.[1] ?? '';
    const path = (prefixes[depth - 1] ?? '') + label;
    prefixes[depth] = path;
    prefixes.length = depth + 1;
    for (const method of match?.[2]?.split(', ') ?? [])
      if (method !== 'HEAD') routes.push(`${method} ${path}`);
  }
  return routes;
}

/** The app's routes that neither the document nor the list above covers: each must be added to one of them. */
export function unfuzzedRoutes(printedTree: string, documented: TOperation[], siteFiles: string[]): string[] {
  const covered = new Set(documented.map((o) => `${o.method} ${routePatternOf(o.template)}`));
  for (const pattern of UNDOCUMENTED_PATTERNS) covered.add(`GET ${pattern}`);
  for (const file of siteFiles) covered.add(`GET /${file}`);
  return registeredRoutes(printedTree).filter((route) => !covered.has(route));
}
