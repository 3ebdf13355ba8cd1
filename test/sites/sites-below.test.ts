import { describe, expect, it } from '@jest/globals'
import { cpSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { check } from '../../src/engine.js'

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

describe('a folder above the sites (a repository whose docs live in a subfolder)', () => {
  it('checks each site below it, and nothing outside them', async () => {
    const repo = mkdtempSync(path.join(tmpdir(), 'docslint-repo-'))
    cpSync(path.join(projectRoot, 'examples/acme'), path.join(repo, 'docs'), { recursive: true })
    cpSync(path.join(projectRoot, 'test/fixtures/sites/warnings-only'), path.join(repo, 'packages/sdk/docs'), { recursive: true })
    mkdirSync(path.join(repo, 'node_modules/some-package'), { recursive: true })
    writeFileSync(path.join(repo, 'node_modules/some-package/docs.json'), '{ broken')
    writeFileSync(path.join(repo, 'README.md'), '# A readme, not a page of any site\n')
    const files = await check({ paths: [repo], cwd: repo })
    const paths = files.map((file) => path.relative(repo, path.resolve(file.cwd, file.path)))
    expect(paths.filter((file) => !file.startsWith('docs/'))).toEqual(['packages/sdk/docs/docs.json', 'packages/sdk/docs/index.mdx'])
    expect(paths).toContain('docs/docs.json')
    expect(files.flatMap((file) => file.messages.map((m) => `${path.relative(repo, path.resolve(file.cwd, file.path))} ${m.ruleId}`))).toEqual([
      'packages/sdk/docs/docs.json config-unknown-key'
    ])
  })
})
