import { describe, expect, it } from '@jest/globals'
import { FAMILIES, makeCase } from '../../fuzz/families.js'
import { isDefect, loadDocslint, runCase } from '../../fuzz/run-case.js'

/**
 * A quick, seeded fuzz run inside `npm test`: 300 inputs mutated from the example site, across every family,
 * each checked (some also built) in this process. None may crash docslint or fail it in more than one line.
 * The full run, with time and memory limits per input, is `npm run fuzz` (fuzz/main.ts).
 */
const SEED = 18
const PER_FAMILY = Math.ceil(300 / FAMILIES.length)

describe('a quick seeded fuzz run (npm run fuzz runs many more)', () => {
  it.each(FAMILIES.map((family) => [family]))('%s: no crash, no failure of several lines', async (family) => {
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
