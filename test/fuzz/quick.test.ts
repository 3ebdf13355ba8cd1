import { describe, expect, it } from '@jest/globals'
import { PROCESS_FAMILIES, SITE_FAMILIES } from '../../fuzz/case.js'
import { makeCase } from '../../fuzz/families.js'
import { canTrace, cliOf } from '../../fuzz/observed-process.js'
import { isDefect, loadDocslint, runCase, runFuzzCase } from '../../fuzz/run-case.js'
import { projectRoot } from '../e2e/run-cli.js'

/**
 * A quick, seeded fuzz run inside `npm test`. 300 inputs mutated from the example site, across the families
 * of text files, each checked (some also built) in this process: none may crash docslint or fail it in more
 * than one line. Then a few inputs of each family of issue 32 (special files as the tool's configuration, a
 * damaged cache, fanning-out specs, the language server's framing), run as a user runs the built command and
 * judged by every oracle of `npm run fuzz` (fuzz/main.ts), which runs many more.
 */
const SEED = 18
const PER_FAMILY = Math.ceil(300 / SITE_FAMILIES.length)
const PER_PROCESS_FAMILY = 3

describe('a quick seeded fuzz run (npm run fuzz runs many more)', () => {
  it.each(SITE_FAMILIES.map((family) => [family]))('%s: no crash, no failure of several lines', async (family) => {
    const docslint = await loadDocslint()
    const defects: string[] = []
    for (let index = 0; index < PER_FAMILY; index++) {
      const fuzzCase = makeCase(family, SEED, index)
      const outcome = await runCase(docslint, fuzzCase)
      if (isDefect(outcome)) defects.push(`${fuzzCase.origin}: ${JSON.stringify(outcome)}`)
    }
    expect(defects).toEqual([])
  })
})

describe('a quick seeded fuzz run of the built command (issue 32)', () => {
  const trace = canTrace()
  if (!trace) console.log('strace is not installed or cannot trace here (apt-get install strace): reads and writes outside the site are judged only by the canary and the case folder')
  const options = { cli: cliOf(projectRoot, 'src'), installs: [projectRoot], timeoutSeconds: 30, trace }

  it.each(PROCESS_FAMILIES.map((family) => [family]))('%s: no defect', async (family) => {
    const defects: string[] = []
    for (let index = 0; index < PER_PROCESS_FAMILY; index++) {
      const fuzzCase = makeCase(family, SEED, index)
      const result = await runFuzzCase(fuzzCase, options)
      defects.push(...result.defects.map((defect) => `${fuzzCase.origin} ${defect.kind}: ${defect.detail}`))
    }
    expect(defects).toEqual([])
  }, 600_000)
})
