// The client's import boundaries as an ESLint rule with no dependency (decisions 165 and 330), in the
// spirit of bulletproof-react's `import/no-restricted-paths`. The layers, each importing only those
// after it:  app → features → shared → components → api → lib → core.
//   - client/features/<a>/ never imports client/features/<b>/ (a ≠ b);
//   - client/api/ (one file per server module) is the only place that talks to the server: outside it,
//     no `fetch`, XMLHttpRequest, sendBeacon, WebSocket or EventSource, and no import of the request
//     helper (client/api/http/request, client/api/http/paging) nor of the write queue's `sendWrite`.
// app/ and the entry files (main.tsx, app-entry.tsx, boot.ts) may import anything in the client.
// Every relative `import … from`, `export … from` and `import()` is resolved to the path it names, so
// the rule holds at any folder depth.
import path from 'node:path';

/** The layers from the top; a layer imports only its own and those after it. */
const LAYERS = ['app', 'features', 'shared', 'components', 'api', 'lib'];

/** Where a client file sits: { layer, feature } or null outside client/. Paths are repo-relative. */
export function clientArea(repoRelative) {
  const parts = repoRelative.split(/[\\/]/);
  if (parts[0] !== 'client' || parts.length < 2) return null;
  const top = parts[1];
  if (top === 'features') return { layer: 'features', feature: parts[2] ?? '' };
  if (LAYERS.includes(top)) return { layer: top };
  return { layer: 'entry' };
}

/** The request helper: only client/api/ calls it (decision 330). */
const REQUEST_HELPER = /^client\/api\/http\/(request|paging)(\.tsx?)?$/;

/** Why `from` may not import `to` (both repo-relative), or null when it may. */
export function boundaryProblem(from, to) {
  const a = clientArea(from);
  const b = clientArea(to);
  if (!a || !b) return null;
  if (a.layer === 'entry' || b.layer === 'entry') return null;
  const posix = to.split(path.sep).join('/');
  if (a.layer !== 'api' && a.layer !== 'entry' && REQUEST_HELPER.test(posix))
    return 'Only client/api/ calls the server: put the call in client/api/<server module>.ts and import that.';
  if (a.layer === 'features' && b.layer === 'features' && b.feature !== a.feature)
    return `A feature never imports another feature: move what features/${a.feature} needs from features/${b.feature} to client/shared/ (used by 2+ features) or lib/components.`;
  if (LAYERS.indexOf(b.layer) < LAYERS.indexOf(a.layer))
    return `client/${a.layer}/ never imports client/${b.layer}/ (the layers: ${LAYERS.join(' → ')} → core).`;
  return null;
}

/** Calls that reach the network, allowed only in client/api/. */
function networkCall(node) {
  const callee = node.callee;
  if (node.type === 'NewExpression' && callee.type === 'Identifier')
    return ['XMLHttpRequest', 'WebSocket', 'EventSource'].includes(callee.name) ? callee.name : null;
  if (node.type !== 'CallExpression') return null;
  if (callee.type === 'Identifier' && callee.name === 'fetch') return 'fetch';
  if (callee.type === 'MemberExpression' && callee.property.type === 'Identifier') {
    const name = callee.property.name;
    const object = callee.object.type === 'Identifier' ? callee.object.name : '';
    if (name === 'fetch' && ['window', 'globalThis', 'self'].includes(object)) return 'fetch';
    if (name === 'sendBeacon') return 'sendBeacon';
  }
  return null;
}

/** @type {import('eslint').Rule.RuleModule} */
export const clientBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: "Keep the client's layers and feature boundaries (client/README.md)" },
    schema: [],
  },
  create(context) {
    const cwd = context.cwd;
    const from = path.relative(cwd, context.filename);
    const area = clientArea(from);
    if (!area) return {};
    const inApi = area.layer === 'api';
    function check(node, source) {
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      if (!source.value.startsWith('.')) return;
      const to = path.relative(cwd, path.resolve(path.dirname(context.filename), source.value));
      const problem = boundaryProblem(from, to);
      if (problem) context.report({ node: source, message: `'${source.value}': ${problem}` });
      else if (!inApi && /(^|\/)api\/http\/write-queue$/.test(to.split(path.sep).join('/')))
        for (const spec of node.specifiers ?? [])
          if (spec.type === 'ImportSpecifier' && spec.imported.name === 'sendWrite')
            context.report({
              node: spec,
              message: 'Only client/api/ sends writes: add the write to client/api/<server module>.ts.',
            });
    }
    function network(node) {
      if (inApi) return;
      const call = networkCall(node);
      if (call)
        context.report({
          node,
          message: `${call}: only client/api/ talks to the server (decision 330): add the call to client/api/<server module>.ts.`,
        });
    }
    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source),
      CallExpression: network,
      NewExpression: network,
    };
  },
};
