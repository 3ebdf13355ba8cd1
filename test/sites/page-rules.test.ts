import { describe, expect, it } from '@jest/globals'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { allRules, ruleMetaOf } from '../../rules/index.js'
import { checkFindings } from '../helpers.js'

const site = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/sites/page-rules')
// The opt-in style rules have a fixture of their own (test/sites/style-site.test.ts).
const pageRuleIds = allRules.filter((rule) => rule.kind === 'page' && !rule.preset).map((rule) => rule.id)

/** `file rule line:column-line:column` for the page rules' messages of a whole-site check. */
async function messagesOf(root: string): Promise<string[]> {
  // The site rules have a fixture of their own; this one is about pages.
  return (await checkFindings(root)).filter((finding) => ruleMetaOf(finding.ruleId)?.kind === 'page').map(({ file, ruleId, at }) => `${file} ${ruleId} ${at}`)
}

describe('the page-rules fixture site', () => {
  it('reports each page rule exactly once, at the defect, and nothing on the page that uses every component', async () => {
    expect(await messagesOf(site)).toEqual([
      'bad-fields.mdx frontmatter-schema 4:7-4:14',
      'bad-yaml.mdx frontmatter-syntax 2:8-4:1',
      'broken.mdx mdx-syntax 6:9-6:13',
      'defects.mdx frontmatter-description 3:14-3:16',
      'defects.mdx heading-start 6:1-6:17',
      'defects.mdx heading-increment 8:1-8:21',
      'defects.mdx image-alt 10:1-10:32',
      'defects.mdx image-frame 10:1-10:32',
      'defects.mdx link-text 12:11-12:31',
      'defects.mdx component-unknown 14:1-14:8',
      'defects.mdx component-attributes 16:12-16:20',
      'defects.mdx component-nesting 20:1-20:6',
      'defects.mdx code-language 22:1-22:4',
      'defects.mdx no-secrets 27:21-27:61',
      'defects.mdx video-controls 30:1-30:7',
      'defects.mdx inline-config 32:22-32:32',
      'no-frontmatter.md frontmatter-title 1:1-1:1'
    ])
  })

  it('covers every page rule', async () => {
    const reported = new Set((await messagesOf(site)).map((line) => line.split(' ')[1]))
    expect(pageRuleIds.filter((id) => !reported.has(id))).toEqual([])
  })
})
