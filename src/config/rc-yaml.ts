/**
 * The YAML tool configuration files (`.docslintrc.yaml`, `.docslintrc.yml`) of the sites checked, parsed by
 * docslint before unified-engine loads them. unified-engine parses them with `yaml.parse`, which writes every
 * syntax error with a copy of its line: a 200 KB line of `[]` holds 100,000 errors, and took a minute and
 * 500 MB to refuse. Parsed here without those copies, a file that does not parse is refused at its first error,
 * in the one line the engine's failure would have given (`.docslintrc.yaml:4:28: invalid YAML: ...`).
 */
import { existsSync } from 'node:fs'
import path from 'node:path'
import { parseDocument } from 'yaml'
import { yamlNestingProblem } from '../page/yaml-budget.js'
import { pointFinder } from '../util/lines.js'
import { isMissing } from '../site/read-file.js'
import { readToolFile, toolFileFailure } from './tool-files.js'

const NAMES = ['.docslintrc.yaml', '.docslintrc.yml']

/**
 * The first syntax error of the YAML tool configuration files that apply to these files (in their folders and
 * the folders above, as unified-engine looks them up; or `--config` when it names a YAML file), as one line;
 * undefined when all parse.
 */
export function rcYamlFailure(files: string[], cwd: string, configPath: string | undefined): string | undefined {
  for (const file of rcYamlFiles(files, cwd, configPath)) {
    const read = readToolFile(file, configPath !== undefined)
    if ('refusal' in read && isMissing(read.refusal)) continue
    if ('refusal' in read) return toolFileFailure(file, read.refusal, cwd)
    const failure = yamlFailure(read.text)
    if (failure) return `${path.relative(cwd, file) || file}:${failure}`
  }
  return undefined
}

function rcYamlFiles(files: string[], cwd: string, configPath: string | undefined): string[] {
  if (configPath !== undefined) return /\.ya?ml$/i.test(configPath) ? [path.resolve(cwd, configPath)] : []
  const found: string[] = []
  const seen = new Set<string>()
  let last: string | undefined
  for (const file of files) {
    // The walk gives a folder's files one after another: one directly in the folder just looked up needs no path work.
    if (last !== undefined && isDirectlyIn(file, last)) continue
    last = path.dirname(path.resolve(cwd, file))
    for (let folder = last; !seen.has(folder); folder = path.dirname(folder)) {
      seen.add(folder)
      for (const name of NAMES) if (existsSync(path.join(folder, name))) found.push(path.join(folder, name))
    }
  }
  return found.sort()
}

/** Whether `file` is a name directly in the absolute, normal `folder` (not `.` or `..`), as path.dirname(path.resolve()) would find. */
function isDirectlyIn(file: string, folder: string): boolean {
  const start = folder.length + 1
  if (file.length <= start || !file.startsWith(folder) || file[folder.length] !== path.sep || file.includes(path.sep, start)) return false
  const name = file.slice(start)
  return name !== '.' && name !== '..'
}

/** `line:column: invalid YAML: reason` for the text's first syntax error; undefined when it parses. */
export function yamlFailure(text: string): string | undefined {
  const pointAt = pointFinder(text)
  const place = (offset: number) => {
    const { line, column } = pointAt(offset)!
    return `${line}:${column}`
  }
  // Nested past the budget, the parser would overflow the stack: refused before it is parsed.
  const tooDeep = yamlNestingProblem(text, 'a configuration')
  if (tooDeep) return `${place(tooDeep.range[0])}: ${tooDeep.reason}`
  // prettyErrors: false, as the errors' copies of their lines are the cost; the place is found once here.
  const error = parseDocument(text, { prettyErrors: false }).errors[0]
  return error ? `${place(error.pos[0])}: invalid YAML: ${error.message}` : undefined
}
