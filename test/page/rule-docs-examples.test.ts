import { describe, expect, it } from '@jest/globals'
import { readFileSync } from 'node:fs'
import { pageRules } from '../../rules/index.js'
import { lint, page } from '../helpers.js'

/** The `## Fails` and `## Passes` examples of a rule's docs page, which must do what they say. */
function examples(id: string, heading: 'Fails' | 'Passes'): string[] {
  const docs = readFileSync(`docs/rules/${id}.md`, 'utf8')
  // The code blocks right after the heading; they may hold `##` lines of their own.
  const after = docs.slice(docs.indexOf(`## ${heading}\n`) + heading.length + 4)
  const blocks = /^(?:\n*(`{3,})mdx\n[\s\S]*?\n\1\n)+/.exec(after)?.[0] ?? ''
  return [...blocks.matchAll(/^(`{3,})mdx\n([\s\S]*?)\n\1$/gm)].map((match) => match[2] + '\n')
}

/** Examples are page bodies unless they show front matter themselves. */
const asPage = (example: string) => (example.startsWith('---\n') ? example : page(example))

describe.each(pageRules.map((rule) => rule.meta.id))('the docs of %s', (id) => {
  it('have a failing and a passing example', () => {
    expect(examples(id, 'Fails').length).toBeGreaterThan(0)
    expect(examples(id, 'Passes').length).toBeGreaterThan(0)
  })

  it('show a failing example that the rule reports', async () => {
    for (const example of examples(id, 'Fails')) {
      const { findings } = await lint('docs/example.mdx', asPage(example))
      expect(findings.map((finding) => finding.ruleId)).toContain(id)
    }
  })

  it('show a passing example that the rule accepts', async () => {
    for (const example of examples(id, 'Passes')) {
      const { findings } = await lint('docs/example.mdx', asPage(example))
      expect(findings.filter((finding) => finding.ruleId === id || finding.ruleId === 'mdx-syntax')).toEqual([])
    }
  })
})
