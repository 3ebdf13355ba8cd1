/**
 * Every rule's docs page shows what the rule reports (`## Fails`) and what it accepts (`## Passes`), and the
 * examples must do what they say. An example is a run of code blocks with only blank lines between them (and
 * the file-name line scripts/rule-docs.mjs puts above a named block); a line of prose starts the next one.
 * A block names its file after the language (```` ```mdx guides/setup.mdx ````); without a name it is
 * docs.json, index.mdx or openapi.yaml by its language. A page rule's example of one unnamed MDX block is a page
 * body (under valid front matter unless it shows its own) linted in memory; every other example is a small
 * site, written to a temporary folder and checked as `docslint check` does.
 */
import { describe, expect, it } from '@jest/globals'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { allRules } from '../../rules/index.js'
import type { RuleMeta } from '../../src/rule.js'
import { check } from '../../src/engine.js'
import { lint } from '../helpers.js'

type Heading = 'Fails' | 'Passes'

interface Block {
  language: string
  name?: string
  text: string
}

interface Example {
  rule: RuleMeta
  heading: Heading
  /** The example's number under its heading, from 1. */
  index: number
  blocks: Block[]
}

/** The file an unnamed block stands for, by its language. */
const defaultNames: Record<string, string> = { json: 'docs.json', mdx: 'index.mdx', yaml: 'openapi.yaml' }

/** The rules whose messages mean a file was not read: a passing example that does not parse shows nothing. */
const parseRules = ['config-syntax', 'mdx-syntax', 'frontmatter-syntax', 'openapi-syntax']

/** The examples under `## Fails` and `## Passes` of a rule's docs page. */
function examplesOf(rule: RuleMeta): Example[] {
  const lines = readFileSync(`docs/rules/${rule.id}.md`, 'utf8').split('\n')
  const examples: Example[] = []
  let heading: Heading | undefined
  let current: Block[] | undefined
  const end = () => {
    if (heading && current) examples.push({ rule, heading, index: examples.filter((e) => e.heading === heading).length + 1, blocks: current })
    current = undefined
  }
  for (let at = 0; at < lines.length; at++) {
    const line = lines[at]
    const open = /^(`{3,}|~{3,})(\w*)(?:\s+(\S+))?\s*$/.exec(line)
    if (open) {
      const close = lines.findIndex((other, index) => index > at && new RegExp(`^${open[1][0]}{${open[1].length},}\\s*$`).test(other))
      if (close < 0) throw new Error(`docs/rules/${rule.id}.md:${at + 1}: a code block that is never closed`)
      if (heading) (current ??= []).push({ language: open[2], name: open[3], text: lines.slice(at + 1, close).join('\n') + '\n' })
      at = close
    } else if (/^#{1,6} /.test(line)) {
      end()
      heading = line === '## Fails' || line === '## Passes' ? (line.slice(3) as Heading) : undefined
    } else if (line.trim() !== '' && !isFileName(line, lines[at + 1])) {
      end()
    }
  }
  end()
  return examples
}

/** The line scripts/rule-docs.mjs writes above a named block: its name in code. */
function isFileName(line: string, next = ''): boolean {
  return /^(`{3,}|~{3,})\w+\s+\S+\s*$/.test(next) && line === `\`${next.trim().split(/\s+/)[1]}\``
}

/** The example's files by their path from the site root. */
function filesOf({ blocks }: Example): Map<string, string> {
  const files = new Map<string, string>()
  for (const block of blocks) {
    const name = block.name ?? defaultNames[block.language]
    if (!name) throw new Error(`a \`${block.language}\` block needs a file name after the language: docs.json, index.mdx or openapi.yaml are the defaults`)
    if (files.has(name)) throw new Error(`\`${name}\` is written twice in one example: put a line of prose between two examples`)
    files.set(name, block.text)
  }
  return files
}

/** The rule ids of the messages on the example: a page body linted alone, or a whole site checked. */
async function ruleIdsOn(example: Example): Promise<string[]> {
  const [block] = example.blocks
  if (example.rule.kind === 'page' && example.blocks.length === 1 && !block.name && block.language === 'mdx') {
    const text = block.text.startsWith('---\n') ? block.text : `---\ntitle: "Quick start"\ndescription: "Install the SDK."\n---\n\n${block.text}`
    return (await lint('docs/example.mdx', text, turnedOn(example.rule))).findings.map((finding) => finding.ruleId)
  }
  const root = mkdtempSync(path.join(tmpdir(), 'docslint-example-'))
  try {
    const config = turnedOn(example.rule)
    const written = config ? new Map([...filesOf(example), ['.docslintrc.json', JSON.stringify(config)]]) : filesOf(example)
    for (const [name, text] of written) {
      mkdirSync(path.dirname(path.join(root, name)), { recursive: true })
      writeFileSync(path.join(root, name), text)
    }
    // A rule that needs the network runs with its flag; its examples reach only this machine.
    const files = await check({ paths: [root], cwd: root, offline: true, checkExternal: example.rule.onlyWith === '--check-external' })
    return files.flatMap((file) => file.messages.map((message) => String(message.ruleId)))
  } finally {
    rmSync(root, { recursive: true, force: true })
  }
}

/** A rule of an opt-in preset is off by default: its examples run with it on. */
function turnedOn(rule: RuleMeta): { rules: Record<string, string> } | undefined {
  return rule.preset ? { rules: { [rule.id]: rule.severity } } : undefined
}

/** Whether a message is the rule's: `openapi` reports as the redocly rule's own id, `openapi/struct`. */
const isOf = (rule: RuleMeta) => (id: string) => id === rule.id || (rule.id === 'openapi' && id.startsWith('openapi/'))

const examples = allRules.flatMap(examplesOf)

describe('the examples of the rule docs', () => {
  it('show every rule failing and passing', () => {
    const missing = allRules.flatMap((rule) =>
      (['Fails', 'Passes'] as const).filter((heading) => !examples.some((e) => e.rule === rule && e.heading === heading)).map((heading) => `${rule.id} has no ## ${heading} example`)
    )
    expect(missing).toEqual([])
  })

  it.each(examples.map((example) => [`${example.rule.id}: ${example.heading} example ${example.index}`, example] as const))('%s', async (_, example) => {
    const ids = await ruleIdsOn(example)
    if (example.heading === 'Fails') {
      expect(ids.filter(isOf(example.rule))).not.toEqual([])
    } else {
      expect(ids.filter((id) => isOf(example.rule)(id) || parseRules.includes(id))).toEqual([])
    }
  })
})
