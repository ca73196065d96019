// The import graph of a source folder, read from its files' import statements, and the circles in
// it: the tests of each side check that no module imports itself back through others.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';

const IMPORT =
  /(?:import|export)\s[^;]*?from\s+['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)/g;
const SOURCE = /\.(ts|tsx)$/;
const LEFT_OUT = /\.test\.tsx?$|\.d\.ts$/;

function sourceFiles(folder) {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : sourceFiles(path);
    return SOURCE.test(name) && !LEFT_OUT.test(name) ? [path] : [];
  });
}

function resolved(from, specifier, files) {
  const base = normalize(join(dirname(from), specifier));
  const candidates = [
    base,
    base.replace(/\.js$/, '.ts'),
    base.replace(/\.js$/, '.tsx'),
    `${base}.ts`,
    `${base}.tsx`,
    join(base, 'index.ts'),
  ];
  return candidates.find((candidate) => files.has(candidate));
}

/**
 * The circles among the groups of `root`'s files (by default each file is its group; pass
 * `groupOf` to ask about folders): each circle as the groups on it, shortest first found.
 */
export function importCircles(root, groupOf = (file) => file) {
  const files = new Set(sourceFiles(root));
  const edges = new Map();
  for (const file of files) {
    const from = groupOf(relative(root, file));
    if (!edges.has(from)) edges.set(from, new Set());
    for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const target = resolved(file, match[1] ?? match[2], files);
      if (!target) continue;
      const to = groupOf(relative(root, target));
      if (to !== from) edges.get(from).add(to);
    }
  }
  // Tarjan's strongly connected components: each of more than one group holds a circle.
  let next = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const circles = [];
  function visit(node) {
    index.set(node, next);
    low.set(node, next);
    next += 1;
    stack.push(node);
    onStack.add(node);
    for (const target of edges.get(node) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node), low.get(target)));
      } else if (onStack.has(target)) {
        low.set(node, Math.min(low.get(node), index.get(target)));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) circles.push(component.sort());
    }
  }
  for (const node of edges.keys()) if (!index.has(node)) visit(node);
  return circles;
}
