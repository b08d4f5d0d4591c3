// The client's import boundaries as an ESLint rule with no dependency (decision 165), in the spirit
// of bulletproof-react's `import/no-restricted-paths`:
//   - client/features/<a>/ never imports client/features/<b>/ (a ≠ b), nor client/app/;
//   - client/shared/ never imports client/features/ or client/app/;
//   - client/lib/ and client/components/ never import client/shared/, client/features/ or client/app/.
// app/ and the entry files (main.tsx, app-entry.tsx, boot.ts) may import anything in the client.
// Every relative `import … from`, `export … from` and `import()` is resolved to the path it names, so
// the rule holds at any folder depth.
import path from 'node:path';

/** Where a client file sits: { layer, feature } or null outside client/. Paths are repo-relative. */
export function clientArea(repoRelative) {
  const parts = repoRelative.split(/[\\/]/);
  if (parts[0] !== 'client' || parts.length < 2) return null;
  const top = parts[1];
  if (top === 'features') return { layer: 'features', feature: parts[2] ?? '' };
  if (top === 'shared' || top === 'lib' || top === 'components' || top === 'app') return { layer: top };
  return { layer: 'entry' };
}

/** Why `from` may not import `to` (both repo-relative), or null when it may. */
export function boundaryProblem(from, to) {
  const a = clientArea(from);
  const b = clientArea(to);
  if (!a || !b) return null;
  if (a.layer === 'features') {
    if (b.layer === 'features' && b.feature !== a.feature)
      return `A feature never imports another feature: move what features/${a.feature} needs from features/${b.feature} to client/shared/ (used by 2+ features) or lib/components.`;
    if (b.layer === 'app') return 'A feature never imports client/app/ (app/ composes features).';
    return null;
  }
  if (a.layer === 'shared') {
    if (b.layer === 'features' || b.layer === 'app')
      return `client/shared/ never imports client/${b.layer}/: shared code is used by features, not the other way round.`;
    return null;
  }
  if (a.layer === 'lib' || a.layer === 'components') {
    if (b.layer === 'features' || b.layer === 'app' || b.layer === 'shared')
      return `client/${a.layer}/ never imports client/${b.layer}/ (it sits below them).`;
  }
  return null;
}

/** @type {import('eslint').Rule.RuleModule} */
export const clientBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: "Keep the client's feature boundaries (client/README.md)" },
    schema: [],
  },
  create(context) {
    const cwd = context.cwd;
    const from = path.relative(cwd, context.filename);
    if (!clientArea(from)) return {};
    function check(node, source) {
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      if (!source.value.startsWith('.')) return;
      const to = path.relative(cwd, path.resolve(path.dirname(context.filename), source.value));
      const problem = boundaryProblem(from, to);
      if (problem) context.report({ node: source, message: `'${source.value}': ${problem}` });
    }
    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source),
    };
  },
};
