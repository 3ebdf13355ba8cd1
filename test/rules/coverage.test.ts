import { describe, expect, it } from '@jest/globals'
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { allRules } from '../../rules/index.js'

const folder = path.dirname(fileURLToPath(import.meta.url))
const ruleIds = allRules.map((rule) => rule.id)
/** The rule test files: `<id>.test.ts`, each calling testRule('<id>', ...). */
const testFiles = readdirSync(folder).filter((name) => name.endsWith('.test.ts') && name !== path.basename(fileURLToPath(import.meta.url)))
const idOf = (name: string) => name.slice(0, -'.test.ts'.length)

describe('the rule tests', () => {
  it('have a test file for every rule', () => {
    const missing = ruleIds.filter((id) => !testFiles.includes(`${id}.test.ts`))
    expect(missing.map((id) => `Missing tests for rule ${id}: add test/rules/${id}.test.ts`)).toEqual([])
  })

  it('name a rule in each test file, the one the file is named after', () => {
    const wrong = testFiles.filter((name) => !ruleIds.includes(idOf(name)) || !readFileSync(path.join(folder, name), 'utf8').includes(`testRule('${idOf(name)}', {`))
    expect(wrong.map((name) => `${name} names no rule: call testRule('<id>', ...) for a rule id of allRules, in test/rules/<id>.test.ts`)).toEqual([])
  })
})
