import { spawnSync } from 'node:child_process'
import { cpSync, mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const cliPath = path.join(projectRoot, 'dist/src/cli.js')

/**
 * Runs the built CLI as a user would, from `cwd` (the project root unless given), with extra environment variables:
 * tsc's dist/src/cli.js, or another build of it (`cli`, the bundled command of package.json's "bin").
 */
export function runCli(args: string[], cwd = projectRoot, env: Record<string, string> = {}, cli = cliPath) {
  const result = spawnSync(process.execPath, [cli, ...args], { cwd, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1', ...env } })
  return { status: result.status, stdout: result.stdout, stderr: result.stderr }
}

/** A temporary copy of a fixture site, for tests that add files to it. */
export function fixtureCopy(fixture: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'docslint-'))
  cpSync(path.join(projectRoot, 'test/fixtures/sites', fixture), dir, { recursive: true })
  return dir
}

export interface JsonMessage {
  line?: number
  column?: number
  ruleId: string
  fatal?: boolean | null
  reason: string
}

/** `path rule line:column` of each message in a `--format json` report. */
export function jsonFindings(stdout: string): string[] {
  const files = JSON.parse(stdout) as { path: string; messages: JsonMessage[] }[]
  return files.flatMap((file) => file.messages.map((m) => `${file.path} ${m.ruleId} ${m.line}:${m.column}`))
}

/** Every file below a folder with its text, by path from the folder: what a test compares before and after a command. */
export function filesIn(root: string): Record<string, string> {
  const files: Record<string, string> = {}
  const walk = (folder: string) => {
    for (const name of readdirSync(folder)) {
      const file = path.join(folder, name)
      if (statSync(file).isDirectory()) walk(file)
      else files[path.relative(root, file)] = readFileSync(file, 'utf8')
    }
  }
  walk(root)
  return files
}
