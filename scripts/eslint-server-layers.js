// The server's layers as an ESLint rule with no dependency (decision 320), the twin of
// eslint-client-boundaries.js. From top to bottom:
//   app      server/*.ts — the composition root and the commands (app.ts, main.ts, admin.ts, backup.ts, invite.ts)
//   modules  server/modules/<area>/ — routes, services, repositories, mappers; a module may use another
//   plugins  server/plugins/ — request-wide Fastify plugins (errors, security headers, OpenAPI, limits)
//   lib      server/lib/ — config, the AppContext type and helpers that know no module
//   db       server/db/ — the connection, the migrations, the row types
//   core     core/ — pure rules shared with the client
// A file imports its own layer or the ones below it, never one above. Test support lives in
// server/test/ and tests sit beside their code as *.test.ts: they may import anything, and production
// code never imports them (so none of it reaches the bundle). A server folder that is none of these
// is refused too, so a new file has to pick its room. Every relative `import … from`, `export … from`
// and `import()` is resolved to the path it names, so the rule holds at any folder depth.
import path from 'node:path';

export const SERVER_LAYERS = ['app', 'modules', 'plugins', 'lib', 'db', 'core'];

/** Where a file sits: 'test', one of SERVER_LAYERS, 'unknown' (a server folder that is no layer) or null. */
export function serverLayer(repoRelative) {
  const parts = repoRelative.split(/[\\/]/);
  if (parts[0] === 'core') return 'core';
  if (parts[0] !== 'server' || parts.length < 2) return null;
  if (parts[1] === 'test' || /\.test(\.tsx?)?$/.test(parts[parts.length - 1] ?? '')) return 'test';
  if (parts.length === 2) return 'app';
  return SERVER_LAYERS.includes(parts[1] ?? '') && parts[1] !== 'app' ? parts[1] : 'unknown';
}

const ORDER = 'app → modules → plugins → lib → db → core';

/** Why `from` may not import `to` (both repo-relative, `to` without its extension), or null when it may. */
export function layerProblem(from, to) {
  const a = serverLayer(from);
  if (a === null || a === 'test' || a === 'core') return null;
  const b = serverLayer(to);
  if (b === null) return null;
  if (b === 'test')
    return 'Production code never imports test support (server/test/, *.test.ts); it would ship in the bundle.';
  if (a === 'unknown' || b === 'unknown') return null; // reported once per file, see `create`
  if (SERVER_LAYERS.indexOf(b) < SERVER_LAYERS.indexOf(a))
    return `server/${a === 'app' ? '*.ts' : a + '/'} sits below ${b === 'app' ? 'server/*.ts (app)' : 'server/' + b + '/'} (${ORDER}): move what it needs down a layer, or have the caller pass it in.`;
  return null;
}

/** @type {import('eslint').Rule.RuleModule} */
export const serverLayers = {
  meta: {
    type: 'problem',
    docs: { description: "Keep the server's layers (docs/architecture.md, decision 320)" },
    schema: [],
  },
  create(context) {
    const cwd = context.cwd;
    const from = path.relative(cwd, context.filename);
    const layer = serverLayer(from);
    if (layer === null || layer === 'test' || layer === 'core') return {};
    function check(node, source) {
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      if (!source.value.startsWith('.')) return;
      const to = path.relative(cwd, path.resolve(path.dirname(context.filename), source.value));
      const problem = layerProblem(from, to);
      if (problem) context.report({ node: source, message: `'${source.value}': ${problem}` });
    }
    return {
      Program(node) {
        if (layer === 'unknown')
          context.report({
            node,
            message: `${from.split(/[\\/]/).slice(0, 2).join('/')}/ is no server layer: put the file in server/modules/, plugins/, lib/ or db/ (or server/test/ for test support).`,
          });
      },
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source),
    };
  },
};
