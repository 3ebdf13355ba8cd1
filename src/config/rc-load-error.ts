import path from 'node:path'
import { parseJson } from './json.js'
import { readToolFile } from './tool-files.js'

/**
 * A tool configuration file (`.docslintrc.json|.yaml|.cjs|.mjs`, `package.json`) that unified-engine could not
 * load, in one line that names the file and, for JSON and YAML, the line and column where its parser stopped:
 * `.docslintrc.json:1:12: Expected property name or '}'`. undefined for any other failure.
 */
export function describeRcLoadError(error: unknown, cwd: string): string | undefined {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    const file = /^Cannot parse file `([^`]+)`$/.exec(current.message)?.[1]
    if (file === undefined) continue
    const where = whereAndWhy(current.cause, path.resolve(cwd, file))
    return where === undefined ? undefined : `${file}:${where}`
  }
  return undefined
}

/** Where and why the file did not parse; undefined when it parsed and docslint refused what it says (a ToolConfigError says so itself). */
function whereAndWhy(cause: unknown, file: string): string | undefined {
  const message = cause instanceof Error ? cause.message : String(cause)
  const firstLine = message.split('\n')[0].trim()
  if (cause instanceof Error && cause.name === 'YAMLParseError') {
    const { line, col } = (cause as Error & { linePos?: { line: number; col: number }[] }).linePos?.[0] ?? { line: 1, col: 1 }
    return `${line}:${col}: invalid YAML: ${firstLine.replace(/ at line \d+, column \d+:?$/, '')}`
  }
  if (cause instanceof Error && cause.name === 'JSONError') {
    const { line, column } = jsonErrorPoint(file)
    const reason = firstLine.replace(/ while parsing .*$/, '').replace(/ in JSON at position \d+.*$/, '')
    return `${line}:${column}: invalid JSON: ${reason}`
  }
  if (!firstLine.startsWith('Cannot import `')) return undefined
  // A JavaScript file ("Cannot import `x`", caused by what failed): Node.js gives no place for an import that fails.
  const inner = cause instanceof Error && cause.cause instanceof Error ? cause.cause.message.split('\n')[0].trim() : firstLine
  return ` cannot load it: ${inner}`
}

/**
 * Where a strict JSON parser stops in the file (the same place JSON.parse stops). It is read again only for that
 * place, as a named file (it may be `--config`'s, outside the site): the tool files were checked before
 * unified-engine read them (src/config/tool-files.ts).
 */
function jsonErrorPoint(file: string): { line: number; column: number } {
  const read = readToolFile(file, true)
  // Not readable now: the place is unknown.
  if ('refusal' in read) return { line: 1, column: 1 }
  const document = parseJson(read.text)
  const error = document.syntaxErrors[0]
  return error ? document.positionAt(error.offset, error.length).start : { line: 1, column: 1 }
}
