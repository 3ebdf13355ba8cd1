import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
export const cliPath = path.join(projectRoot, 'dist/src/cli.js')

/** Runs the built CLI as a user would, from `cwd` (the project root unless given). */
export function docslint(args: string[], cwd = projectRoot) {
  const result = spawnSync(process.execPath, [cliPath, ...args], { cwd, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } })
  return { status: result.status, stdout: result.stdout, stderr: result.stderr }
}
