/**
 * `docslint init [folder]`: sets docslint up in a site, or a repository above one, without asking anything and
 * without touching a file that exists: `.docslintrc.json` in the folder, the editor rules file
 * `.cursor/rules/docslint.mdc` at the repository root (made from the configuration in force), and, with
 * `--ci`, `.pre-commit-config.yaml` and `.github/workflows/docslint.yml` there too; their snippets are printed
 * otherwise. The cache file that the hook and `--cache` write is added to the repository's `.gitignore` (made,
 * or added to once). `--dry-run` prints what would be written.
 *
 * A file that may not be written (a folder on its way is a symbolic link out of the repository, or a file; a
 * link is where it would go) is skipped with a line on standard error, as an existing file is, and the others
 * are written: init sets up what it can, and `--dry-run` prints the text of what it could not.
 */
import { existsSync } from 'node:fs'
import path from 'node:path'
import type { Command } from 'commander'
import { checkSites, RunFailure } from '../engine.js'
import { resolveSettings, type ToolConfig } from '../config/rc.js'
import { readToolFile, toolFileFailure } from '../config/tool-files.js'
import { refusalReason } from '../site/read-file.js'
import { ignorePatterns } from '../site/ignore-patterns.js'
import { findSiteRoot } from '../site/root.js'
import { editorRules } from '../style/editor-rules.js'
import { packageJson } from '../util/package.js'
import { writeInside, WriteRefused } from '../util/write-inside.js'
import { newCommand } from './command.js'
import { EXIT } from './exit.js'

export interface InitFlags {
  dryRun?: boolean
  style?: boolean
  ci?: boolean
}

interface Planned {
  file: string
  text: string
  /** The folder the file must stay in: the folder init was given, or the repository. */
  root: string
  rootName: string
  /** An existing file init adds to (`.gitignore`): `text` is the whole new text, `added` the lines added. */
  added?: string
}

export function initCommand(): Command {
  return newCommand('init')
    .description('set docslint up: .docslintrc.json, the editor rules file .cursor/rules/docslint.mdc, and pre-commit and CI snippets; existing files are left as they are')
    .argument('[folder]', 'the site, or a repository folder above it', '.')
    .option('--style', 'extend docslint:style too (second person, active voice, present tense, steps, complete API pages)')
    .option('--ci', 'write .pre-commit-config.yaml and .github/workflows/docslint.yml (when absent) instead of printing them')
    .option('--dry-run', 'print what would be written, and write nothing')
    .action(async (folder: string, flags: InitFlags) => {
      process.exitCode = await init(folder, flags)
    })
}

export async function init(folder: string, flags: InitFlags): Promise<number> {
  const base = path.resolve(folder)
  if (!existsSync(base)) throw new RunFailure(`${folder} does not exist`)
  const site = findSiteRoot(base) ?? findSiteBelow(base)
  if (!site) throw new RunFailure(`no docs.json or mint.json in ${folder}, a folder above it or a folder just below it`)
  const repository = repositoryRoot(site.root) ?? base
  const config = configIn(base, flags)
  const siteFromRepository = path.relative(repository, site.root).split(path.sep).join('/')
  const plan: Planned[] = [
    { file: path.join(base, '.docslintrc.json'), text: JSON.stringify(config, null, 2) + '\n', root: base, rootName: 'folder' },
    { file: path.join(repository, '.cursor/rules/docslint.mdc'), text: await editorRulesFor(site.root, config, siteFromRepository), root: repository, rootName: 'repository' }
  ]
  const snippets = ciSnippets(repository, siteFromRepository)
  if (flags.ci) plan.push(...snippets)
  const gitignore = gitignoreWithCache(repository)
  if (gitignore) plan.push(gitignore)
  for (const planned of plan) writeUnlessExists(planned, flags.dryRun ?? false)
  if (!flags.ci) {
    for (const { file, text } of snippets) process.stdout.write(`\n# ${path.relative(process.cwd(), file) || file} (add it yourself, or run \`docslint init --ci\`):\n${text}`)
  }
  return EXIT.clean
}

/** A site in a folder just below (`docs/` of a repository). */
function findSiteBelow(folder: string): { root: string } | undefined {
  for (const name of ['docs', 'documentation', 'doc']) {
    const root = path.join(folder, name)
    if (existsSync(path.join(root, 'docs.json')) || existsSync(path.join(root, 'mint.json'))) return { root }
  }
  return undefined
}

function repositoryRoot(start: string): string | undefined {
  for (let dir = start; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, '.git'))) return dir
    if (path.dirname(dir) === dir) return undefined
  }
}

/** The configuration in force: an existing `.docslintrc.json`, or the one init writes. */
function configIn(folder: string, flags: InitFlags): ToolConfig {
  const existing = path.join(folder, '.docslintrc.json')
  if (existsSync(existing)) {
    const read = readToolFile(existing)
    if ('refusal' in read) throw new RunFailure(toolFileFailure(existing, read.refusal, process.cwd()))
    try {
      return JSON.parse(read.text) as ToolConfig
    } catch {
      throw new RunFailure(`${path.relative(process.cwd(), existing) || existing} is not valid JSON; fix it, or move it away and run init again`)
    }
  }
  const schema = `https://raw.githubusercontent.com/docslint/docslint/main/schemas/docslintrc.schema.json`
  return { $schema: schema, extends: flags.style ? ['docslint:recommended', 'docslint:style'] : 'docslint:recommended' } as ToolConfig
}

async function editorRulesFor(siteRoot: string, config: ToolConfig, siteFromRepository: string): Promise<string> {
  const settings = resolveSettings(config, 'the docslint configuration', siteRoot)
  const { sites } = await checkSites({ paths: [siteRoot], cwd: siteRoot, offline: true, useConfig: false })
  const components = [...new Set(sites.flatMap((site) => site.pages.flatMap((page) => page.facts.components)))]
    .filter((name) => /^[A-Z]/.test(name))
    .sort()
  const pages = `${siteFromRepository ? `${siteFromRepository}/` : ''}**/*.mdx`
  return editorRules({ settings, components, pages })
}

/**
 * The cache file of `--cache` when the repository root has no node_modules (the pre-commit hook's, and the
 * workflow's): kept out of git. Without a slash, the pattern also covers one a check in the site's folder makes.
 */
const CACHE_FILE = '.docslintcache'

/**
 * `.gitignore` at the repository root with the cache file in it: a new file, or the existing one with a line
 * added; undefined when it already leaves the cache file out (init run again adds nothing), or cannot be read
 * (said on standard error, and left as it is).
 */
function gitignoreWithCache(repository: string): Planned | undefined {
  const file = path.join(repository, '.gitignore')
  const entry = `# docslint's result cache (--cache)\n${CACHE_FILE}\n`
  const planned = { file, root: repository, rootName: 'repository' }
  if (!existsSync(file)) return { ...planned, text: entry }
  const read = readToolFile(file)
  if ('refusal' in read) {
    process.stderr.write(`docslint init: ${shownPath(file)} not changed: ${refusalReason(read.refusal)}; add \`${CACHE_FILE}\` to it yourself\n`)
    return undefined
  }
  if (ignoresCacheFile(read.text, file)) return undefined
  const separator = read.text === '' || read.text.endsWith('\n') ? '' : '\n'
  return { ...planned, text: read.text + separator + entry, added: entry }
}

/** Whether an ignore file's patterns already leave the cache file out; one with a pattern too costly to test is read line by line. */
function ignoresCacheFile(text: string, file: string): boolean {
  try {
    return ignorePatterns(text, shownPath(file)).ignores(CACHE_FILE)
  } catch {
    return text.split(/\r?\n/).some((line) => [CACHE_FILE, `/${CACHE_FILE}`, `**/${CACHE_FILE}`].includes(line.trim()))
  }
}

function shownPath(file: string): string {
  return path.relative(process.cwd(), file) || file
}

function ciSnippets(repository: string, siteFromRepository: string): Planned[] {
  const inRepository = { root: repository, rootName: 'repository' }
  // The hook finds the staged files itself (deletions too): its argument narrows it to the site's folder.
  const files = siteFromRepository ? `\n        args: [${siteFromRepository}]` : ''
  const root = siteFromRepository ? `\n          root: ${siteFromRepository}` : ''
  return [
    {
      file: path.join(repository, '.pre-commit-config.yaml'),
      text: `repos:\n  - repo: https://github.com/docslint/docslint\n    rev: v${packageJson.version}\n    hooks:\n      - id: docslint${files}\n`,
      ...inRepository
    },
    {
      file: path.join(repository, '.github/workflows/docslint.yml'),
      text: workflow(root),
      ...inRepository
    }
  ]
}

/**
 * The workflow: the action with read-only contents, its SARIF log uploaded to code scanning (which needs
 * `security-events: write`), and the result cache kept between runs (`--cache`, on in the action).
 */
function workflow(root: string): string {
  return `name: docslint
on:
  pull_request:
  push:
    branches: [main]
jobs:
  docslint:
    runs-on: ubuntu-latest
    permissions:
      contents: read
      security-events: write # to upload the SARIF log to code scanning
    steps:
      - uses: actions/checkout@v5
        with:
          fetch-depth: 2 # the pull request's base, for the report of what the change brought
      # The result cache: pages unchanged since the last run are not checked again.
      - uses: actions/cache@v4
        with:
          path: ${CACHE_FILE}
          key: docslint-\${{ github.sha }}
          restore-keys: docslint-
      - id: docslint
        uses: docslint/docslint@v1
        with:${root}
          cache-location: ${CACHE_FILE}
      - if: \${{ !cancelled() && steps.docslint.outputs.sarif-file != '' }}
        uses: github/codeql-action/upload-sarif@v4
        with:
          sarif_file: \${{ steps.docslint.outputs.sarif-file }}
          category: docslint
`
}

function writeUnlessExists(planned: Planned, dryRun: boolean): void {
  if (planned.added !== undefined) return addToFile(planned, dryRun)
  const { file, text, root, rootName } = planned
  const shown = shownPath(file)
  if (dryRun) {
    if (existsSync(file)) process.stderr.write(`docslint init: ${shown} exists, left as it is\n`)
    else process.stdout.write(`# ${shown} (not written: --dry-run)\n${text}\n`)
    return
  }
  try {
    writeInside(file, text, { root, rootName, makeFolders: true })
  } catch (error) {
    if (!(error instanceof WriteRefused)) throw error
    if (error.kind === 'exists' && existsSync(file)) process.stderr.write(`docslint init: ${shown} exists, left as it is\n`)
    else process.stderr.write(`docslint init: ${shown} not written: ${error.message}; \`docslint init --dry-run\` prints its text\n`)
    return
  }
  process.stderr.write(`docslint init: wrote ${shown}\n`)
}

/** Adds lines to an existing file (`.gitignore`): the whole file replaced atomically, never through a link out of the repository. */
function addToFile({ file, text, root, rootName, added }: Planned, dryRun: boolean): void {
  const shown = shownPath(file)
  if (dryRun) {
    process.stdout.write(`# added to ${shown} (not written: --dry-run)\n${added}\n`)
    return
  }
  try {
    writeInside(file, text, { root, rootName, replace: true })
  } catch (error) {
    if (!(error instanceof WriteRefused)) throw error
    process.stderr.write(`docslint init: ${shown} not changed: ${error.message}; add \`${CACHE_FILE}\` to it yourself\n`)
    return
  }
  process.stderr.write(`docslint init: added ${CACHE_FILE} to ${shown}\n`)
}
