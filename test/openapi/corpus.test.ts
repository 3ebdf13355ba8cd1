import { beforeAll, describe, expect, it } from '@jest/globals'
import type { VFile } from 'vfile'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { check } from '../../src/engine.js'
import { defaultSettings } from '../../src/config/rc.js'
import { SpecLoader } from '../../src/openapi/load.js'
import { indexEndpoints, resolveReference } from '../../src/openapi/endpoint-index.js'
import type { Spec } from '../../src/openapi/model.js'
import { endpointOf } from '../../src/site/navigation.js'

const corpora = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../shared/corpora')
const root = path.join(corpora, 'trigger.dev')
const describeCorpus = existsSync(root) ? describe : describe.skip
if (!existsSync(root)) console.warn(`Skipping the trigger.dev OpenAPI tests: ${root} is absent`)

/** trigger.dev's docs.json is in the newer format, which docslint does not read: its specs are named here. */
const SPECS = ['openapi.yml', 'v3-openapi.yaml']

describeCorpus('the OpenAPI specs of trigger.dev (../shared/corpora)', () => {
  let files: VFile[]
  beforeAll(async () => {
    files = await check({ paths: [root], cwd: root })
  })

  it('are loaded and linted without a crash, and its 62 `openapi:` pages all resolve against them', async () => {
    const loader = new SpecLoader({ timeout: 10, offline: true })
    const specs: Spec[] = []
    for (const name of SPECS) {
      const location = path.join(root, name)
      const load = await loader.load(root, location)
      if (load.state !== 'loaded') throw new Error(`${name} did not load: ${load.state}`)
      const problems = await loader.lint(root, load, defaultSettings)
      specs.push({ name, location, remote: false, load, problems, endpoints: await loader.endpoints(root, load.document) })
    }
    expect(specs.map((spec) => [spec.name, countByRule(spec), spec.endpoints.length])).toEqual([
      ['openapi.yml', { 'spec-ref-siblings': 2 }, 3],
      ['v3-openapi.yaml', { struct: 58 }, 61]
    ])

    const references = files.flatMap((file) => (file.data.pageFacts?.endpoints ?? []).map((fact) => ({ page: file.path, value: fact.value })))
    expect(references).toHaveLength(62)
    const openapi = { specs, index: indexEndpoints(specs), files: new Map(), configured: false }
    const unresolved = references.filter(({ value }) => resolveReference(openapi, endpointOf(value)!).kind !== 'found')
    expect(unresolved).toEqual([])
  })

  it('are found by check() from the references alone, and no reference is reported', () => {
    const openapi = files.flatMap((file) => file.messages.filter((message) => String(message.ruleId).startsWith('openapi')).map((message) => `${file.path} ${message.ruleId}`))
    expect(new Set(openapi)).toEqual(new Set(['openapi.yml openapi/spec-ref-siblings', 'v3-openapi.yaml openapi/struct']))
    expect(openapi).toHaveLength(60)
  })
})

function countByRule(spec: Spec): Record<string, number> {
  const counts: Record<string, number> = {}
  for (const problem of spec.problems) counts[problem.rule] = (counts[problem.rule] ?? 0) + 1
  return counts
}
