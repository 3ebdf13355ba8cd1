import { describe, expect, it } from '@jest/globals'
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { damageCache } from '../../fuzz/cache-damage.js'
import { FAMILIES } from '../../fuzz/case.js'
import { forbiddenChanges, materialise, removeCaseFolder, snapshot } from '../../fuzz/case-folder.js'
import { makeCase } from '../../fuzz/families.js'
import { bytesOf } from '../../fuzz/lsp-session.js'

/** The fuzz families make what they say, the same for the same seed, and the case folder sees what a run changed. */
describe('the fuzz families', () => {
  it.each(FAMILIES.map((family) => [family]))('%s: the same seed and index make the same case, as JSON', (family) => {
    const made = makeCase(family, 32, 3)
    expect(JSON.parse(JSON.stringify(made))).toEqual(makeCase(family, 32, 3))
    expect(made.origin).toBe('32/3')
  })

  it('openapi-fanout writes a spec whose schemas point to each other, and always builds', () => {
    const made = makeCase('openapi-fanout', 32, 0)
    const spec = JSON.parse(made.files['openapi.yaml']!) as { components: { schemas: Record<string, unknown> } }
    expect(made.build).toBe(true)
    expect(Object.keys(spec.components.schemas).length).toBeGreaterThanOrEqual(3)
    expect(made.files['openapi.yaml']).toContain('"$ref": "#/components/schemas/L1_')
  })

  it('tool-config-links makes its entries in the case folder, and flags that name them', () => {
    for (let index = 0; index < 50; index++) {
      const made = makeCase('tool-config-links', 7, index)
      for (const name of Object.keys(made.entries ?? {})) expect(name).toMatch(/^(site|outside)\/[^/]+$/)
      for (const [at, arg] of (made.args ?? []).entries()) if (at % 2 === 1) expect(arg).toMatch(/^(\{site\}\/given\.|\/dev\/(zero|urandom|null)$)/)
    }
  })
})

describe('bytesOf (an LSP frame)', () => {
  it('puts the body’s length in bytes in the header, after the case’s folders are put in the body, and cuts the end', () => {
    const caseFolder = { site: '/tmp/s' } as Parameters<typeof bytesOf>[1]
    expect(bytesOf({ header: 'Content-Length: {length}\r\n\r\n', body: '{"uri":"file://{site}/é"}' }, caseFolder).toString('utf8')).toBe('Content-Length: 26\r\n\r\n{"uri":"file:///tmp/s/é"}')
    expect(bytesOf({ header: 'Content-Length: {length}\r\n\r\n', body: '{}', cut: 1 }, caseFolder).toString('utf8')).toBe('Content-Length: 2\r\n\r\n{')
  })
})

describe('damageCache', () => {
  const cache = ['{"format":"docslint-cache/9","version":"0.1.0","setups":{}}', '"/s/a.mdx"\tk1\tm\tid\th1\t[]\t{}', '"/s/b.mdx"\tk2\tm\tid\th2\t[]\t{}', '{"spec":"/s/o.yaml"}\tk3\t-\t-\t-\t{"refs":[],"problems":[]}\t-', ''].join('\n')

  it.each([
    ['one page’s messages', { where: 3, field: 5, edit: { text: '[null]' } }, cache.replace('k2\tm\tid\th2\t[]', 'k2\tm\tid\th2\t[null]')],
    ['the spec’s result, naming the canary', { where: 'spec', field: 5, edit: { text: '{"refs":[["{outside}/canary.json","x"]]}' } }, cache.replace('{"refs":[],"problems":[]}', '{"refs":[["/c/outside/canary.json","x"]]}')],
    ['the header, cut', { where: 'header', edit: { cut: 0.5 } }, cache.replace('"version":"0.1.0","setups":{}}', '')],
    ['a whole line', { where: 0, edit: { text: 'garbage' } }, cache.replace('"/s/a.mdx"\tk1\tm\tid\th1\t[]\t{}', 'garbage')]
  ] as const)('%s', (_, damage, expected) => {
    const caseFolder = materialise({ family: 'cache-entries', files: {}, build: false, origin: 'test' })
    try {
      const file = path.join(caseFolder.site, '.docslintcache')
      writeFileSync(file, cache)
      damageCache(file, damage, { ...caseFolder, outside: '/c/outside' })
      expect(readFileSync(file, 'utf8')).toBe(expected)
    } finally {
      removeCaseFolder(caseFolder)
    }
  })
})

describe('forbiddenChanges', () => {
  it('names a user’s file changed or removed and a file made beside the site, not a cache made in it or a preview', () => {
    const caseFolder = materialise({ family: 'mdx', files: {}, build: false, origin: 'test' })
    try {
      const before = snapshot(caseFolder)
      writeFileSync(path.join(caseFolder.site, '.docslintcache'), 'x')
      mkdirSync(caseFolder.out)
      writeFileSync(path.join(caseFolder.out, 'index.html'), 'x')
      writeFileSync(path.join(caseFolder.site, 'quickstart.mdx'), 'overwritten')
      rmSync(path.join(caseFolder.outside, 'canary.txt'))
      writeFileSync(path.join(caseFolder.folder, 'victim.html'), 'x')
      const changes = forbiddenChanges(before, snapshot(caseFolder), caseFolder, [])
      expect(changes.sort()).toEqual([`changed ${caseFolder.site}/quickstart.mdx`, `created ${caseFolder.folder}/victim.html`, `removed ${caseFolder.outside}/canary.txt`])
    } finally {
      removeCaseFolder(caseFolder)
    }
  })
})
