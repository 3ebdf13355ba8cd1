/**
 * `extends` in a tool configuration names presets (`docslint:recommended`) and other configuration files, by a
 * path relative to the configuration that names them (`./base.docslintrc.json`, as ESLint writes them), applied
 * in order. An extended file is JSON (strict, as `.docslintrc.json`) or YAML; not JavaScript, which could read
 * anything (the cache could not tell when its result changes). It is read as the tool's other files are
 * (src/config/tool-files.ts): a regular file of at most 1 MiB, inside the folder the configuration that names it
 * must stay in (its site, or above any site its own folder), links resolved. Its text is part of the cache's
 * context stamp (src/cache/context.ts).
 */
import path from 'node:path'
import { parseDocument } from 'yaml'
import { refusalLine } from '../site/read-file.js'
import { findSiteRoot, isInside } from '../site/root.js'
import { shownPath } from '../util/shown-path.js'
import { parseJson } from './json.js'
import { yamlFailure } from './rc-yaml.js'
import { readToolFile, readToolFileWithin, toolFileRootOf } from './tool-files.js'

/** A preset is named `docslint:<name>`; any other entry is a file. */
export function isPresetEntry(entry: string): boolean {
  return entry.startsWith('docslint:')
}

/** The files a configuration's `extends` names (absolute paths, in order), from the folder it is in; none when it names none. */
export function extendedFiles(config: unknown, folder: string): string[] {
  const written = config !== null && typeof config === 'object' ? (config as { extends?: unknown }).extends : undefined
  const entries = (Array.isArray(written) ? written : [written]).filter((entry): entry is string => typeof entry === 'string')
  return entries.filter((entry) => !isPresetEntry(entry)).map((entry) => path.resolve(folder, entry))
}

/** The folder the files a configuration extends must stay inside, for a configuration in this folder. */
export function extendsRootOf(folder: string): string {
  return toolFileRootOf(path.join(folder, '.docslintrc.json'))
}

/** An extended configuration as read (not yet checked against the schema), or the one line that says why it is not used. */
export type ExtendedRead = { config: unknown } | { problem: string }

/** Reads the configuration `file` (absolute), which `from` extends; it must stay inside `root`. */
export function readExtendedConfig(file: string, root: string, from: string, cwd = process.cwd()): ExtendedRead {
  const shown = `\`${shownPath(file, cwd)}\` (extended by ${from})`
  if (!isInside(file, root)) return { problem: `${shown} is outside ${outsideOf(root)}; docslint does not read it` }
  if (/\.[cm]?js$/i.test(file)) {
    return { problem: `${shown} cannot be extended: only JSON and YAML configuration files can be (what a JavaScript one gives cannot be cached)` }
  }
  const read = readToolFileWithin(file, root)
  if ('refusal' in read) return { problem: refusalLine(shown, read.refusal, outsideOf(root)) }
  const parsed = parsedConfig(file, read.text)
  return 'problem' in parsed ? { problem: `${shown}:${parsed.problem}` } : parsed
}

function outsideOf(root: string): string {
  return findSiteRoot(root) ? 'the site' : 'the folder of the configuration that extends it'
}

/** A configuration file's value: YAML for `.yaml`/`.yml`, strict JSON otherwise (`package.json`: its `docslint` field). */
function parsedConfig(file: string, text: string): { config: unknown } | { problem: string } {
  if (/\.ya?ml$/i.test(file)) {
    const failure = yamlFailure(text)
    if (failure) return { problem: failure }
    return { config: parseDocument(text, { prettyErrors: false }).toJS() as unknown }
  }
  const document = parseJson(text)
  const error = document.syntaxErrors[0]
  if (error) {
    const { line, column } = document.positionAt(error.offset, error.length).start
    return { problem: `${line}:${column}: invalid JSON (${error.code})` }
  }
  const value = document.value
  return { config: path.basename(file) === 'package.json' && value !== null && typeof value === 'object' ? (value as { docslint?: unknown }).docslint : value }
}

/**
 * The files a configuration file extends, and those they extend, once each (absolute paths): for the cache's
 * context stamp, which holds their text. A file that is not read or does not parse extends nothing here (the run
 * that uses it fails on it).
 */
export function filesExtendedBy(file: string, text: string): string[] {
  const found: string[] = []
  const visit = (current: string, currentText: string) => {
    const parsed = parsedConfig(current, currentText)
    if ('problem' in parsed) return
    for (const extended of extendedFiles(parsed.config, path.dirname(current))) {
      if (found.includes(extended) || extended === file) continue
      found.push(extended)
      const read = readToolFile(extended)
      if (!('refusal' in read)) visit(extended, read.text)
    }
  }
  visit(file, text)
  return found
}
