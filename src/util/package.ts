import { existsSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import path from 'node:path'

/** The package root: compiled files live in dist/src/util, sources in src/util. */
function findPackageRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url))
  while (!existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir)
    if (parent === dir) throw new Error('docslint: cannot find its own package.json')
    dir = parent
  }
  return dir
}

export const packageRoot = findPackageRoot()

interface PackageJson {
  name: string
  version: string
  homepage: string
}

export const packageJson = JSON.parse(readFileSync(path.join(packageRoot, 'package.json'), 'utf8')) as PackageJson

export function readPackageJsonFile(relative: string): unknown {
  return JSON.parse(readFileSync(path.join(packageRoot, relative), 'utf8'))
}
