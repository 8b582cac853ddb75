import { parseAst } from 'vite';
import { PATHS } from '../common/paths.js';

/** One row of a route table as the build reads it: its address and the modules its screen loads lazily. */
export interface RouteScreen {
  /** The table the row sits in (`memberRoutes`, `authRoutes`). */
  table: string;
  path: string;
  /** The `import('…')` specifiers behind the row's `component`, as written in the table's file. */
  modules: string[];
}

interface Node {
  type: string;
  [key: string]: unknown;
}

/** Every AST node under `value`, itself included. */
function* nodesIn(value: unknown): Generator<Node> {
  if (Array.isArray(value)) {
    for (const item of value) yield* nodesIn(item);
  } else if (value && typeof value === 'object') {
    if (typeof (value as Node).type === 'string') yield value as Node;
    for (const child of Object.values(value)) yield* nodesIn(child);
  }
}

const isNode = (value: unknown, type: string): value is Node =>
  Boolean(value) && typeof value === 'object' && (value as Node).type === type;

const nameOf = (node: unknown) => (isNode(node, 'Identifier') ? (node.name as string) : undefined);

/** The file's top-level `const name = …` declarations (exported or not), by name. */
function topLevelConstants(program: Node): Map<string, Node> {
  const found = new Map<string, Node>();
  for (const statement of program.body as Node[]) {
    const declaration = isNode(statement, 'ExportNamedDeclaration') ? statement.declaration : statement;
    if (!isNode(declaration, 'VariableDeclaration')) continue;
    for (const declarator of declaration.declarations as Node[]) {
      const name = nameOf(declarator.id);
      if (name && declarator.init) found.set(name, declarator.init as Node);
    }
  }
  return found;
}

/** The names `node` refers to: identifiers, not object keys or `.member` names. */
function* referencesIn(value: unknown): Generator<string> {
  if (Array.isArray(value)) {
    for (const item of value) yield* referencesIn(item);
    return;
  }
  if (!value || typeof value !== 'object') return;
  const node = value as Node;
  if (node.type === 'Identifier') yield node.name as string;
  else if (node.type === 'MemberExpression' && !node.computed) yield* referencesIn(node.object);
  else if (node.type === 'Property' && !node.computed) yield* referencesIn(node.value);
  else for (const child of Object.values(node)) yield* referencesIn(child);
}

/**
 * The `import('…')` specifiers `node` reaches: its own, and those of the file's top-level constants it
 * names (`lazyNamed(dashboard, …)` with `const dashboard = () => import('./dashboard')`).
 */
function lazyImports(node: Node, constants: Map<string, Node>, seen = new Set<string>()): string[] {
  const found = [...nodesIn(node)]
    .filter((inner) => inner.type === 'ImportExpression' && isNode(inner.source, 'Literal'))
    .map((inner) => String((inner.source as Node).value));
  for (const name of referencesIn(node)) {
    const target = constants.get(name);
    if (!target || seen.has(name)) continue;
    seen.add(name);
    found.push(...lazyImports(target, constants, seen));
  }
  return found;
}

const property = (object: Node, key: string) =>
  (object.properties as Node[]).find((entry) => isNode(entry, 'Property') && nameOf(entry.key) === key)?.value as
    Node | undefined;

/** A row's `path`: `PATHS.name` or a string. */
function pathOf(value: Node): string {
  if (isNode(value, 'Literal') && typeof value.value === 'string') return value.value;
  const name = isNode(value, 'MemberExpression') && nameOf(value.object) === 'PATHS' ? nameOf(value.property) : '';
  const known = PATHS as Record<string, string>;
  if (name && name in known) return known[name]!;
  throw new Error(`A route's path must be PATHS.<name> or a string (at ${String(value.start)})`);
}

/**
 * The rows (objects with a `path` and a `component`) of the route tables a file declares, each with the
 * modules its screen loads lazily. A row whose screen is imported statically lists none.
 */
export function routeScreens(source: string, fileName: string): RouteScreen[] {
  const program = parseAst(source, { lang: 'ts' }, fileName) as unknown as Node;
  const constants = topLevelConstants(program);
  return [...constants].flatMap(([table, init]) =>
    [...nodesIn(init)].flatMap((node) => {
      const path = node.type === 'ObjectExpression' ? property(node, 'path') : undefined;
      const component = node.type === 'ObjectExpression' ? property(node, 'component') : undefined;
      if (!path || !component) return [];
      return [{ table, path: pathOf(path), modules: [...new Set(lazyImports(component, constants))] }];
    }),
  );
}
