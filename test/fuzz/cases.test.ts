import { describe, expect, it } from '@jest/globals'
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { FuzzCase } from '../../fuzz/case.js'
import { canTrace, cliOf } from '../../fuzz/observed-process.js'
import { runFuzzCase } from '../../fuzz/run-case.js'
import { projectRoot } from '../e2e/run-cli.js'

/**
 * Every input the fuzz suite found docslint crashing, hanging, running out of memory on, or reading or writing
 * outside its bounds, minimised (`npm run fuzz` writes them here): each is now run as it was found, with the
 * built command and every oracle, without a defect.
 */
const folder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'cases')
const cases = readdirSync(folder).filter((name) => name.endsWith('.json')).sort()
const options = { cli: cliOf(projectRoot, 'src'), installs: [projectRoot], timeoutSeconds: 30, trace: canTrace() }

describe('fuzz regression cases (test/fuzz/cases)', () => {
  it('has cases', () => {
    expect(cases.length).toBeGreaterThan(0)
  })

  it.each(cases.map((name) => [name]))('%s', async (name) => {
    const fuzzCase = JSON.parse(readFileSync(path.join(folder, name), 'utf8')) as FuzzCase & { found: unknown }
    const result = await runFuzzCase(fuzzCase, options)
    expect(result.defects).toEqual([])
  }, 300_000)
})
