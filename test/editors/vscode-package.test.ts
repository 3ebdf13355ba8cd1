import { describe, expect, it } from '@jest/globals'
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'
import { projectRoot } from '../e2e/run-cli.js'

const folder = path.join(projectRoot, 'editors/vscode')
const vsix = path.join(folder, 'docslint.vsix')

// The extension's own dependencies (vscode-languageclient, @vscode/vsce, esbuild) are installed by .ci/run
// (`npm ci --prefix editors/vscode`), not by the root install: without them there is nothing to package.
const installed = existsSync(path.join(folder, 'node_modules/.bin/vsce'))
const describeInstalled = installed ? describe : describe.skip

describeInstalled('editors/vscode', () => {
  it('type-checks against the VS Code API it declares', () => {
    const result = spawnSync(process.execPath, [path.join(projectRoot, 'node_modules/typescript/bin/tsc'), '-p', path.join(folder, 'tsconfig.json')], { encoding: 'utf8' })
    expect(result.stdout + result.stderr).toBe('')
  })

  it('`npm run package` bundles the client and packages it into a .vsix with its manifest and contributions', () => {
    rmSync(vsix, { force: true })
    const result = spawnSync('npm', ['run', 'package'], { cwd: folder, encoding: 'utf8' })
    expect({ status: result.status, error: result.status === 0 ? '' : result.stderr }).toEqual({ status: 0, error: '' })
    const archive = readFileSync(vsix)
    // A .vsix is a zip: its entries' names are written plainly in their headers.
    expect(archive.subarray(0, 4).toString('binary')).toBe('PK\u0003\u0004')
    const names = ['extension.vsixmanifest', 'extension/package.json', 'extension/dist/extension.js', 'extension/LICENSE.txt']
    expect(names.filter((name) => !archive.includes(name))).toEqual([])
    expect(archive.includes('extension/src/extension.ts')).toBe(false)
    const manifest = JSON.parse(readFileSync(path.join(folder, 'package.json'), 'utf8'))
    expect(manifest.contributes.languages).toEqual([{ id: 'mdx', aliases: ['MDX', 'mdx'], extensions: ['.mdx'] }])
  }, 180_000)
})
