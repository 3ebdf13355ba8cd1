import { describe, expect, it } from '@jest/globals'
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { FuzzCase } from '../../fuzz/families.js'
import { loadDocslint, runCase } from '../../fuzz/run-case.js'

/**
 * Every input the fuzz suite found docslint crashing, hanging or running out of memory on, minimised
 * (`npm run fuzz` writes them here): each is now checked, and built when the case says so, without a crash or
 * a failure of several lines.
 */
const folder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'cases')
const cases = readdirSync(folder).filter((name) => name.endsWith('.json')).sort()

describe('fuzz regression cases (test/fuzz/cases)', () => {
  it('has cases', () => {
    expect(cases.length).toBeGreaterThan(0)
  })

  it.each(cases.map((name) => [name]))('%s', async (name) => {
    const fuzzCase = JSON.parse(readFileSync(path.join(folder, name), 'utf8')) as FuzzCase & { found: unknown }
    const outcome = await runCase(await loadDocslint(), fuzzCase)
    expect(['ok', 'failure']).toContain(outcome.kind)
  })
})
