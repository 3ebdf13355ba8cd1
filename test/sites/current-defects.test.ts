import { describe, expect, it } from '@jest/globals'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { checkFindings } from '../helpers.js'

const fixtures = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/sites')

/** `file rule line:column-line:column reason` for every message of a whole-site check, every rule on. */
async function messagesOf(root: string): Promise<string[]> {
  return (await checkFindings(root, [root], { cwd: root })).map(({ file, ruleId, at, reason }) => `${file} ${ruleId} ${at} ${reason}`)
}

describe('a current-format site with one planted defect of each kind', () => {
  it('gets exactly those messages, at the docs.json key or entry, and no message for a link through a redirect', async () => {
    expect(await messagesOf(path.join(fixtures, 'current-defects'))).toEqual([
      'docs.json color-contrast 5:26-5:35 `colors.primary` #7DD3FC on the light background #FFFFFF has a contrast ratio of 1.67:1; WCAG AA needs 4.5:1 for text',
      'docs.json config-schema 6:30-6:37 `appearance.default` is `"sepia"`, which is not allowed: use `system`, `light` or `dark`',
      'docs.json openapi-missing 7:44-7:62 OpenAPI file `api/missing.yaml` does not exist in the site (paths in `openapi` start from the folder of docs.json)',
      'docs.json config-unknown-key 8:3-8:10 Unknown key `navbr` in docs.json; did you mean `navbar`?',
      'docs.json nav-missing-page 14:94-14:101 Navigation entry `setup` has no page: neither `setup.mdx` nor `setup.md` exists',
      'docs.json openapi-endpoint-unknown 21:116-21:131 Navigation entry `DELETE /users`: no operation `DELETE /users` in `api/openapi.yaml`; did you mean `api/openapi.yaml GET /users`?',
      'docs.json version-unknown 22:24-22:28 Version `V1` is not among the versions the navigation lists first (at 14:24: `v2` and `v1`); the switcher would offer it in one part of the site only; did you mean `v1`?',
      'orphan.mdx page-orphan 1:1-1:1 Page `orphan.mdx` is not in the navigation, and no page reached from the navigation links to it: add `"orphan"` to a group\'s `pages` in docs.json, link to it from a page that is, or delete the page'
    ])
  })
})

describe('the example site', () => {
  it('stays clean', async () => {
    expect(await messagesOf(path.resolve(fixtures, '../../../examples/acme'))).toEqual([])
  })
})
