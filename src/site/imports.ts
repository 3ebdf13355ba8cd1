/**
 * Where a page's `import ... from '<specifier>'` leads, resolved as the site generator resolves it: `/x` from the
 * site root, `./x` and `../x` from the page's folder, trying the path as written and then with `.mdx`, `.md`,
 * `.jsx`, `.tsx`, `.js` and `.ts`; an alias (`@/x`, `~/x`, `@components/x`) through the `paths` of the site's
 * tsconfig.json or jsconfig.json; a bare name (`react`) or a scoped package the site installs is a package.
 */
import { existsSync } from 'node:fs'
import path from 'node:path'
import { parse as parseJsonc } from 'jsonc-parser'
import { readToolFile } from '../config/tool-files.js'
import { siteFileLookup, type Site, type SitePage } from './model.js'

export const IMPORT_EXTENSIONS = ['.mdx', '.md', '.jsx', '.tsx', '.js', '.ts']

export type ImportResolution =
  /** A file of the site: its path from the site root (`snippets/install.mdx`). */
  | { kind: 'found'; path: string }
  | { kind: 'package' }
  /** A path that is no file of the site: the site path it was read as. */
  | { kind: 'missing'; target: string }
  /** A path that climbs out of the site root. */
  | { kind: 'outside'; reason: string }
  /** An alias that no `paths` entry maps, or whose targets are no files. */
  | { kind: 'unmapped'; mapped: string[] }

export function resolveImport(site: Site, page: SitePage, specifier: string): ImportResolution {
  if (/^\.{1,2}(\/|$)/.test(specifier)) return resolvePath(site, path.posix.join(path.posix.dirname(page.path), specifier))
  if (specifier.startsWith('/')) return resolvePath(site, specifier.replace(/^\/+/, ''))
  if (!isAlias(site, specifier)) return { kind: 'package' }
  const mapped = aliasTargets(site.root, specifier)
  const found = mapped.map((target) => resolvePath(site, target)).find((resolution) => resolution.kind === 'found')
  return found ?? { kind: 'unmapped', mapped }
}

function resolvePath(site: Site, sitePath: string): ImportResolution {
  if (sitePath.startsWith('../') || sitePath === '..') return { kind: 'outside', reason: 'it climbs out of the site root with `..`' }
  for (const candidate of [sitePath, ...IMPORT_EXTENSIONS.map((extension) => sitePath + extension)]) {
    const lookup = siteFileLookup(site, candidate)
    if (lookup.kind === 'found') return { kind: 'found', path: candidate }
    if (lookup.kind === 'outside') return { kind: 'outside', reason: lookup.reason }
  }
  return { kind: 'missing', target: sitePath }
}

/**
 * `@/x`, `~/x` and `#x` are aliases; so is `@scope/x` unless the site installs a package of that scope (its
 * package.json names one, or node_modules has the scope). Other bare names are packages.
 */
function isAlias(site: Site, specifier: string): boolean {
  if (/^(@\/|~\/|#)/.test(specifier)) return true
  const scope = /^(@[^/]+)\//.exec(specifier)?.[1]
  if (!scope) return aliasTargets(site.root, specifier).length > 0
  return !installsScope(site.root, scope)
}

function installsScope(root: string, scope: string): boolean {
  if (existsSync(path.join(root, 'node_modules', scope))) return true
  const manifest = readJson(path.join(root, 'package.json'))
  const fields = ['dependencies', 'devDependencies', 'peerDependencies', 'optionalDependencies']
  return fields.some((field) => Object.keys(objectAt(manifest, field)).some((name) => name.startsWith(`${scope}/`)))
}

/** The site paths the `paths` of tsconfig.json or jsconfig.json (beside docs.json) map a specifier to. */
function aliasTargets(root: string, specifier: string): string[] {
  for (const name of ['tsconfig.json', 'jsconfig.json']) {
    const options = objectAt(readJson(path.join(root, name)), 'compilerOptions')
    const paths = objectAt(options, 'paths')
    const base = typeof options.baseUrl === 'string' ? options.baseUrl : '.'
    for (const [pattern, targets] of Object.entries(paths)) {
      const rest = matchPattern(pattern, specifier)
      if (rest === undefined || !Array.isArray(targets)) continue
      return targets.filter((target): target is string => typeof target === 'string').map((target) => path.posix.join(base, target.replace('*', rest)).replace(/^\.\//, ''))
    }
  }
  return []
}

/** What `*` stands for when a `paths` pattern (`@components/*`) matches a specifier; undefined when it does not. */
function matchPattern(pattern: string, specifier: string): string | undefined {
  const star = pattern.indexOf('*')
  if (star === -1) return pattern === specifier ? '' : undefined
  const [prefix, suffix] = [pattern.slice(0, star), pattern.slice(star + 1)]
  return specifier.startsWith(prefix) && specifier.endsWith(suffix) && specifier.length >= prefix.length + suffix.length
    ? specifier.slice(prefix.length, specifier.length - suffix.length)
    : undefined
}

/** A JSON (with comments) file beside docs.json, read as the tool's own files are (src/config/tool-files.ts); undefined when it is not read. */
function readJson(file: string): unknown {
  const read = readToolFile(file)
  if ('refusal' in read) return undefined
  try {
    return parseJsonc(read.text)
  } catch {
    return undefined // nested deep enough to overflow the parser's stack
  }
}

function objectAt(value: unknown, key: string): Record<string, unknown> {
  const found = value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined
  return found !== null && typeof found === 'object' && !Array.isArray(found) ? (found as Record<string, unknown>) : {}
}
