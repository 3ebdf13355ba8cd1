import { describe, expect, it } from '@jest/globals'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { check } from '../../src/engine.js'
import { pageRules } from '../../rules/index.js'
import { toFinding } from '../helpers.js'

const site = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/sites/page-rules')

/** `file rule line:column-line:column` for every message of a whole-site check. */
async function messagesOf(root: string): Promise<string[]> {
  const files = await check({ paths: [root], cwd: root })
  const pageRuleIds = new Set([...pageRules.map((rule) => rule.meta.id), 'mdx-syntax'])
  // The site rules have a fixture of their own; this one is about pages.
  return files.flatMap((file) => file.messages.filter((message) => pageRuleIds.has(String(message.ruleId))).map((message) => `${path.relative(root, path.resolve(file.cwd, file.path))} ${toFinding(message).ruleId} ${toFinding(message).at}`))
}

describe('the page-rules fixture site', () => {
  it('reports each page rule exactly once, at the defect, and nothing on the page that uses every component', async () => {
    expect(await messagesOf(site)).toEqual([
      'bad-yaml.mdx frontmatter-syntax 2:8-4:1',
      'broken.mdx mdx-syntax 6:9-6:13',
      'defects.mdx frontmatter-description 3:14-3:16',
      'defects.mdx heading-start 6:1-6:17',
      'defects.mdx heading-increment 8:1-8:21',
      'defects.mdx image-alt 10:1-10:32',
      'defects.mdx image-frame 10:1-10:32',
      'defects.mdx link-text 12:11-12:31',
      'defects.mdx component-unknown 14:1-14:9',
      'defects.mdx component-attributes 16:12-16:20',
      'defects.mdx component-nesting 20:1-20:6',
      'defects.mdx code-language 22:1-22:4',
      'defects.mdx no-secrets 27:21-27:61',
      'defects.mdx video-controls 30:1-30:7',
      'defects.mdx inline-config 32:1-32:36',
      'no-frontmatter.md frontmatter-title 1:1-1:1'
    ])
  })

  it('covers every page rule', async () => {
    const reported = new Set((await messagesOf(site)).map((line) => line.split(' ')[1]))
    expect([...pageRules.map((rule) => rule.meta.id), 'mdx-syntax'].filter((id) => !reported.has(id))).toEqual([])
  })
})
