// What the layer lint cannot see, checked over an app's file tree: one folder layout inside every
// slice, and a public index.ts that exports what other parts of the app (or the MF contract) use,
// no more. Used by slices.test.ts on the five apps and on fixtures that prove each check bites.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

export const SLICED_LAYERS = ['pages', 'features', 'entities'] as const;
/** Segment folders a slice may have (STYLE.md); entities also keep `@x/<slice>.ts` cross-import APIs. */
export const SEGMENTS = ['ui', 'model', 'api', 'lib', 'config'];
/** What the shell reads of an exposed module (bus PageModule, HeadlessModule, a modal's default export). */
export const MF_CONTRACT_NAMES = ['default', 'pageStarted', 'started'];

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

/** Every slice folder of an app, as `<layer>/<slice>` paths under src. */
export function slicesOf(appDir: string): string[] {
  return SLICED_LAYERS.flatMap((layer) => {
    const dir = join(appDir, 'src', layer);
    if (!existsSync(dir)) return [];
    return readdirSync(dir).map((slice) => `${layer}/${slice}`);
  });
}

/** Files and folders inside slices that break the one layout: index.ts plus segment folders. */
export function layoutProblems(appDir: string): string[] {
  const problems: string[] = [];
  for (const slice of slicesOf(appDir)) {
    const dir = join(appDir, 'src', slice);
    if (!statSync(dir).isDirectory()) {
      problems.push(`${slice}: файл на уровне слоёв, а не слайс`);
      continue;
    }
    if (!existsSync(join(dir, 'index.ts'))) problems.push(`${slice}: нет публичного index.ts`);
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = `${slice}/${entry.name}`;
      if (entry.isDirectory()) {
        if (entry.name === '@x' && slice.startsWith('entities/')) {
          for (const file of readdirSync(join(dir, entry.name))) {
            if (!/^[a-z0-9-]+\.ts$/.test(file)) problems.push(`${path}/${file}: в @x лежат только <слайс>.ts`);
          }
        } else if (!SEGMENTS.includes(entry.name)) {
          problems.push(`${path}: не сегмент (${SEGMENTS.join(', ')})`);
        }
      } else if (entry.name !== 'index.ts') {
        problems.push(`${path}: файл в корне слайса, место ему в сегменте`);
      }
    }
  }
  return problems;
}

function parse(file: string): ts.SourceFile {
  return ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
}

function resolveRelative(from: string, specifier: string): string | null {
  const base = resolve(dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** Names a module imports from each relative specifier (`*` for a namespace or `export *`). */
function importsOf(file: string): { target: string; names: string[] }[] {
  const found: { target: string; names: string[] }[] = [];
  const add = (specifier: string, names: string[]) => {
    if (!specifier.startsWith('.')) return;
    const target = resolveRelative(file, specifier);
    if (target) found.push({ target, names });
  };
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const names: string[] = [];
      if (clause?.name) names.push('default');
      if (clause?.namedBindings) {
        if (ts.isNamespaceImport(clause.namedBindings)) names.push('*');
        else for (const element of clause.namedBindings.elements) names.push((element.propertyName ?? element.name).text);
      }
      add(node.moduleSpecifier.text, names);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.exportClause;
      add(
        node.moduleSpecifier.text,
        clause && ts.isNamedExports(clause) ? clause.elements.map((element) => (element.propertyName ?? element.name).text) : ['*'],
      );
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      // A lazy import takes the module whole; React.lazy reads its default export.
      add(node.arguments[0].text, ['default']);
    }
    ts.forEachChild(node, visit);
  };
  visit(parse(file));
  return found;
}

/** Names a slice's index.ts exports; `*` when it re-exports a module whole. */
function exportsOf(index: string): string[] {
  const names: string[] = [];
  for (const statement of parse(index).statements) {
    if (ts.isExportDeclaration(statement)) {
      const clause = statement.exportClause;
      if (clause && ts.isNamedExports(clause)) names.push(...clause.elements.map((element) => element.name.text));
      else names.push('*');
    } else if (ts.isExportAssignment(statement)) {
      names.push('default');
    } else if (ts.canHaveModifiers(statement) && ts.getModifiers(statement)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)) {
      if (ts.getModifiers(statement)?.some((m) => m.kind === ts.SyntaxKind.DefaultKeyword)) names.push('default');
      else if (ts.isVariableStatement(statement)) names.push(...statement.declarationList.declarations.map((d) => d.name.getText()));
      else if ('name' in statement && statement.name && ts.isIdentifier(statement.name as ts.Node))
        names.push((statement.name as ts.Identifier).text);
    }
  }
  return names;
}

/** Index files the app exposes through Module Federation (its federation.config.cjs `exposes`). */
function exposedIndexes(appDir: string): Set<string> {
  const config = join(appDir, 'federation.config.cjs');
  if (!existsSync(config)) return new Set();
  const source = readFileSync(config, 'utf8');
  return new Set([...source.matchAll(/:\s*'(\.\/src\/[^']+)'/g)].map((m) => resolve(appDir, m[1]!)));
}

/**
 * Exports of a slice's public index.ts (and of an entity's @x APIs) that nothing outside the slice
 * imports (nor the shell through MF, for an exposed index), and `export *` that hides what a slice
 * gives away.
 */
export function publicApiProblems(appDir: string): string[] {
  const src = join(appDir, 'src');
  const sliceOf = (file: string) => {
    const [layer, slice] = relative(src, file).split('/');
    return SLICED_LAYERS.includes(layer as (typeof SLICED_LAYERS)[number]) && slice ? `${layer}/${slice}` : null;
  };
  const used = new Map<string, Set<string>>();
  for (const file of filesUnder(src).filter((f) => /\.tsx?$/.test(f))) {
    for (const { target, names } of importsOf(file)) {
      if (sliceOf(target) === sliceOf(file)) continue;
      const seen = used.get(target) ?? new Set<string>();
      for (const name of names) seen.add(name);
      used.set(target, seen);
    }
  }
  const exposed = exposedIndexes(appDir);
  const problems: string[] = [];
  for (const slice of slicesOf(appDir)) {
    const crossImportApis = filesUnder(join(src, slice, '@x')).filter((file) => file.endsWith('.ts'));
    for (const api of [join(src, slice, 'index.ts'), ...crossImportApis]) {
      if (!existsSync(api)) continue;
      const name = relative(src, api);
      const seen = used.get(api) ?? new Set<string>();
      for (const exported of exportsOf(api)) {
        if (exported === '*') problems.push(`${name}: export * (публичный API перечисляется явно)`);
        else if (!seen.has(exported) && !seen.has('*') && !(exposed.has(api) && MF_CONTRACT_NAMES.includes(exported)))
          problems.push(`${name}: ${exported} никто вне слайса не импортирует`);
      }
    }
  }
  return problems;
}
