// Rewrites citations of the old outside documents ("spec §N", "DESIGN §N") in every tracked file to
// docs/product.md, whose sections keep the spec's numbers 1–9 and give the design's parts their own:
// DESIGN §1/§2 → §13, §3 → §10, §4.N → §11.N, §5 → §12. Lists ("spec §5, §9", "DESIGN §4.3 and §4.8")
// are mapped item by item. Deterministic and idempotent: run it again after merging other branches.
//
//   node scripts/cite-product-doc.mjs
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';

const SKIP = new Set(['docs/product.md', 'scripts/cite-product-doc.mjs']);
const NUMBER = String.raw`\d+(?:\.\d+)?`;
const CITE = new RegExp(
  String.raw`\b(spec|Spec|DESIGN) §(${NUMBER})((?:(?:, | and | or |/)§${NUMBER})*)`,
  'g',
);

function section(doc, n) {
  if (doc !== 'DESIGN') return n;
  const [major, minor] = n.split('.');
  if (major === '1' || major === '2') return '13';
  if (major === '3') return '10';
  if (major === '4') return minor ? `11.${minor}` : '11';
  if (major === '5') return '12';
  throw new Error(`DESIGN §${n} has no section in docs/product.md`);
}

function rewrite(text) {
  return text
    .replace(CITE, (_all, doc, first, rest) => {
      const tail = rest.replace(new RegExp(`§(${NUMBER})`, 'g'), (_m, n) => `§${section(doc, n)}`);
      return `docs/product.md §${section(doc, first)}${tail}`;
    })
    .replace(/docs\/product\.md (§[\d.]+), docs\/product\.md §/g, 'docs/product.md $1, §')
    .replace(/docs\/product\.md (§[\d.]+(?:, §[\d.]+)+), docs\/product\.md §/g, 'docs/product.md $1, §');
}

const files = execFileSync('git', ['ls-files', '-z'], { encoding: 'utf8' }).split('\0').filter(Boolean);
let changed = 0;
for (const file of files) {
  if (SKIP.has(file)) continue;
  let text;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    continue; // a tracked file removed from the work tree
  }
  if (text.includes('\0') || !/(spec|Spec|DESIGN) §/.test(text)) continue;
  const next = rewrite(text);
  if (next !== text) {
    writeFileSync(file, next);
    changed++;
  }
}
console.log(`cite-product-doc: ${changed} file(s) rewritten`);
