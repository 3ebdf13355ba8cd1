import { describe, expect, it } from '@jest/globals'
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { projectRoot } from '../e2e/run-cli.js'

const folder = path.join(projectRoot, 'editors/vscode')
const vsix = path.join(folder, 'docslint.vsix')
const manifest = () => JSON.parse(readFileSync(path.join(folder, 'package.json'), 'utf8'))

// The extension's own dependencies (vscode-languageclient, @vscode/vsce, esbuild) are installed by .ci/run
// (`npm ci --prefix editors/vscode`), not by the root install: without them there is nothing to package.
const installed = existsSync(path.join(folder, 'node_modules/.bin/vsce'))
// In CI (`CI` set) a missing install fails the tests instead of skipping them.
const describeInstalled = installed || process.env.CI ? describe : describe.skip

describeInstalled('editors/vscode', () => {
  it('type-checks against the VS Code API it declares', () => {
    const result = spawnSync(process.execPath, [path.join(projectRoot, 'node_modules/typescript/bin/tsc'), '-p', path.join(folder, 'tsconfig.json')], { encoding: 'utf8' })
    expect(result.stdout + result.stderr).toBe('')
  })

  it('`npm run package` bundles the client and packages it into a .vsix with its manifest, contributions and docs.json schemas', () => {
    rmSync(vsix, { force: true })
    const result = spawnSync('npm', ['run', 'package'], { cwd: folder, encoding: 'utf8' })
    expect({ status: result.status, error: result.status === 0 ? '' : result.stderr }).toEqual({ status: 0, error: '' })
    const archive = readFileSync(vsix)
    // A .vsix is a zip: its entries' names are written plainly in their headers.
    expect(archive.subarray(0, 4).toString('binary')).toBe('PK\u0003\u0004')
    const schemas = ['docs-json.schema.json', 'docs.schema.json', 'docs-current.schema.json'].map((name) => `extension/dist/schemas/${name}`)
    const names = ['extension.vsixmanifest', 'extension/package.json', 'extension/dist/extension.js', 'extension/LICENSE.txt', ...schemas]
    expect(names.filter((name) => !archive.includes(name))).toEqual([])
    expect(archive.includes('extension/src/extension.ts')).toBe(false)
    expect(archive.includes('extension/scripts/')).toBe(false)
    expect(manifest().contributes.languages).toEqual([{ id: 'mdx', aliases: ['MDX', 'mdx'], extensions: ['.mdx'] }])
  }, 180_000)

  it('contributes the commands (check the site, rename page, open preview), each registered by the extension', () => {
    const { commands, menus } = manifest().contributes
    expect(commands.map((command: { command: string; title: string }) => `${command.command}: ${command.title}`)).toEqual([
      'docslint.checkSite: Check the site',
      'docslint.renamePage: Rename page...',
      'docslint.openPreview: Open preview'
    ])
    const source = readFileSync(path.join(folder, 'src/commands.ts'), 'utf8')
    const registered = [...source.matchAll(/registerCommand\('([\w.]+)'/g)].map((match) => match[1])
    expect(registered).toEqual(commands.map((command: { command: string }) => command.command))
    expect(menus['explorer/context']).toEqual([{ command: 'docslint.renamePage', when: 'resourceExtname =~ /^\\.mdx?$/', group: '7_modification' }])
  })

  it('checks a new page path before "Rename page" moves anything', async () => {
    const { nameSelection, newPagePathProblem } = await extensionModule<typeof import('../../editors/vscode/src/page-path.js')>('src/page-path.ts')
    expect(newPagePathProblem('guides/setup-v2.mdx', 'guides/setup.mdx')).toBeUndefined()
    expect(newPagePathProblem('guides/setup.mdx', 'guides/setup.mdx')).toBe('That is the page\'s path now.')
    expect(newPagePathProblem('  ', 'guides/setup.mdx')).toBe('Write the new path of the page, from the site root (`guides/setup.mdx`).')
    expect(newPagePathProblem('guides/setup', 'guides/setup.mdx')).toBe('A page ends in `.mdx` or `.md`: `guides/setup.mdx`.')
    expect(newPagePathProblem('../outside.mdx', 'guides/setup.mdx')).toBe('The new path climbs out of the site root with `..`; a page stays inside the site.')
    expect(newPagePathProblem('guides/../../x.mdx', 'guides/setup.mdx')).toBe('The new path climbs out of the site root with `..`; a page stays inside the site.')
    expect(newPagePathProblem('/home/me/x.mdx', 'guides/setup.mdx')).toBe('Write the path from the site root, not from the file system: `guides/setup.mdx`.')
    expect(nameSelection('guides/setup.mdx')).toEqual([7, 12])
  })

  it('the `$docslint` problem matcher reads every message of `docslint check --no-color` at its line, column, severity and rule', () => {
    const site = 'test/fixtures/sites/page-rules'
    const cli = path.join(projectRoot, 'dist/src/cli.js')
    const stylish = spawnSync(process.execPath, [cli, 'check', site, '--no-color'], { cwd: projectRoot, encoding: 'utf8' }).stdout
    const json = JSON.parse(spawnSync(process.execPath, [cli, 'check', site, '--format', 'json'], { cwd: projectRoot, encoding: 'utf8' }).stdout) as Report
    const expected = json.flatMap((file) => file.messages.map((message) => ({ file: file.path, line: message.line, column: message.column, severity: levelOf(message.fatal), code: message.ruleId, start: message.reason.slice(0, 40) })))
    const found = matchProblems(manifest().contributes.problemMatchers[0], stylish).map(({ message, ...problem }) => ({ ...problem, start: message.slice(0, 40) }))
    expect(expected.length).toBeGreaterThan(20)
    expect(found).toEqual(expected)
  })

  it('validates docs.json through the shipped schemas (`jsonValidation`), each format against its own', async () => {
    const { jsonValidation } = manifest().contributes
    expect(jsonValidation).toEqual([
      { fileMatch: ['docs.json'], url: './dist/schemas/docs-json.schema.json' },
      { fileMatch: ['mint.json'], url: './dist/schemas/docs.schema.json' }
    ])
    const validate = await jsonValidator(path.join(folder, 'dist/schemas/docs-json.schema.json'))
    const current = JSON.parse(readFileSync(path.join(projectRoot, 'test/fixtures/sites/current-preview/docs.json'), 'utf8'))
    const legacy = JSON.parse(readFileSync(path.join(projectRoot, 'examples/acme/docs.json'), 'utf8'))
    delete current.$schema
    delete legacy.$schema
    expect(await validate(current)).toEqual([])
    expect(await validate(legacy)).toEqual([])
    expect(await validate({ ...current, colours: {} })).toEqual(['Property colours is not allowed.'])
    expect(await validate({ ...legacy, topbarLinks: 'none' })).toEqual(['Incorrect type. Expected "array".'])
    // The format is told as docslint tells it: by an object `navigation`, or by a theme only the current format has.
    expect(await validate({ theme: 'mint', name: 'Acme', colors: { primary: '#0D9373' }, navigation: { pages: ['index'] } })).toEqual([])
    expect(await validate({ theme: 'venus', name: 'Acme', navigation: [{ group: 'Start', pages: ['index'] }] })).toEqual([])
    expect(await validate({ theme: 'mint', name: 'Acme', colors: { primary: '#0D9373' } })).toEqual(['Missing property "navigation".'])
  })
})

/**
 * A module of the extension's sources, built by the extension's own esbuild as an ES module: the extension is
 * CommonJS (its package.json has no `"type": "module"`), which jest's ES module run cannot import as it is.
 */
async function extensionModule<T>(source: string): Promise<T> {
  const out = mkdtempSync(path.join(tmpdir(), 'docslint-vscode-'))
  try {
    const outfile = path.join(out, 'module.mjs')
    const result = spawnSync(path.join(folder, 'node_modules/.bin/esbuild'), [source, '--bundle', '--platform=node', '--format=esm', `--outfile=${outfile}`], { cwd: folder, encoding: 'utf8' })
    if (result.status !== 0) throw new Error(result.stderr)
    return (await import(pathToFileURL(outfile).href)) as T
  } finally {
    rmSync(out, { recursive: true, force: true })
  }
}

type Report = { path: string; messages: { line: number; column: number; fatal?: boolean | null; ruleId: string; reason: string }[] }[]

const levelOf = (fatal: boolean | null | undefined) => (fatal === true ? 'error' : fatal === false ? 'warning' : 'info')

interface PatternStep {
  regexp: string
  file?: number
  line?: number
  column?: number
  severity?: number
  message?: number
  code?: number
  loop?: boolean
}

/** The problems a multi-line problem matcher finds in a task's output, read as VS Code reads it: a file line, then a loop of message lines. */
function matchProblems(matcher: { pattern: PatternStep[] }, output: string) {
  const [fileStep, messageStep] = matcher.pattern
  const problems: { file: string; line: number; column: number; severity: string; code: string; message: string }[] = []
  let file: string | undefined
  for (const line of output.split('\n')) {
    const message = file === undefined ? null : new RegExp(messageStep.regexp).exec(line)
    if (message) {
      problems.push({ file: file!, line: Number(message[messageStep.line!]), column: Number(message[messageStep.column!]), severity: message[messageStep.severity!], code: message[messageStep.code!], message: message[messageStep.message!] })
      continue
    }
    file = new RegExp(fileStep.regexp).exec(line)?.[fileStep.file!]
  }
  return problems
}

interface JsonService {
  configure(settings: { validate: boolean; schemas: { uri: string; fileMatch: string[] }[] }): void
  parseJSONDocument(document: unknown): unknown
  doValidation(document: unknown, json: unknown): Promise<{ message: string }[]>
}

/** The messages VS Code's JSON language service (the library it runs) gives a docs.json, with `schema` associated to it as `jsonValidation` does. */
async function jsonValidator(schema: string): Promise<(value: unknown) => Promise<string[]>> {
  const load = createRequire(path.join(folder, 'package.json'))
  const { getLanguageService, TextDocument } = load('vscode-json-languageservice') as {
    getLanguageService(params: unknown): JsonService
    TextDocument: { create(uri: string, language: string, version: number, text: string): unknown }
  }
  const service = getLanguageService({
    schemaRequestService: async (uri: string) => readFileSync(fileURLToPath(uri), 'utf8'),
    workspaceContext: { resolveRelativePath: (relative: string, resource: string) => new URL(relative, resource).href }
  })
  service.configure({ validate: true, schemas: [{ uri: pathToFileURL(schema).href, fileMatch: ['docs.json'] }] })
  return async (value) => {
    const document = TextDocument.create('file:///site/docs.json', 'json', 1, JSON.stringify(value, null, 2))
    return (await service.doValidation(document, service.parseJSONDocument(document))).map((diagnostic) => diagnostic.message)
  }
}
