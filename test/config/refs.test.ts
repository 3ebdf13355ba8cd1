/**
 * docs.json split with `$ref` (src/config/refs.ts): what is read through a ref is checked as part of docs.json,
 * and a message about it points into the file it was read from.
 */
import { describe, expect, it } from '@jest/globals'
import path from 'node:path'
import { check } from '../../src/engine.js'
import { page, toFinding, withSite } from '../helpers.js'

const docs = (languages: string) =>
  `{\n  "name": "Acme",\n  "theme": "mint",\n  "colors": { "primary": "#0D7A5F" },\n  "navigation": { "languages": ${languages} }\n}\n`

/** Every message of a check of the site, as `file rule at reason`. */
async function messagesOf(files: Record<string, string>): Promise<string[]> {
  return withSite(files, async (root) => {
    const checked = await check({ paths: [root], cwd: root })
    return checked.flatMap((file) => file.messages.map((message) => {
      const { ruleId, at, reason } = toFinding(message)
      return `${path.relative(root, path.resolve(root, file.path))} ${ruleId} ${at} ${reason}`
    }))
  })
}

describe('docs.json with $ref', () => {
  it('reads a language from its own file: no schema error, its pages are part of the site', async () => {
    expect(
      await messagesOf({
        'docs.json': docs('[{ "language": "en", "groups": [{ "group": "Start", "pages": ["index"] }] }, { "$ref": "./fr.json" }]'),
        'fr.json': '{\n  "language": "fr",\n  "groups": [{ "group": "Démarrer", "pages": ["fr/index"] }]\n}\n',
        'index.mdx': page('Welcome.\n'),
        'fr/index.mdx': page('Bienvenue.\n')
      })
    ).toEqual([])
  })

  it('puts a schema error, an unknown key and a missing page of a referenced file in that file', async () => {
    expect(
      await messagesOf({
        'docs.json': docs('[{ "language": "en", "groups": [{ "group": "Start", "pages": ["index"] }] }, { "$ref": "./fr.json" }]'),
        'fr.json': '{\n  "language": "fr",\n  "hidden": "yes",\n  "colour": "red",\n  "groups": [{ "group": "Démarrer", "pages": ["fr/missing"] }]\n}\n',
        'index.mdx': page('Welcome.\n')
      })
    ).toEqual([
      'fr.json config-schema 3:13-3:18 `navigation.languages[1].hidden` must be `true` or `false`, not a string (`"yes"`)',
      expect.stringMatching(/^fr\.json config-unknown-key 4:3-4:11 /),
      'fr.json nav-missing-page 5:47-5:59 Navigation entry `fr/missing` has no page: neither `fr/missing.mdx` nor `fr/missing.md` exists'
    ])
  })

  it('leaves a ref that cannot be followed out of the site: only config-ref says so', async () => {
    expect(
      await messagesOf({
        'docs.json': docs('[{ "language": "en", "groups": [{ "group": "Start", "pages": ["index"] }] }, { "$ref": "./fr.json" }]'),
        'index.mdx': page('Welcome.\n')
      })
    ).toEqual(['docs.json config-ref 5:119-5:130 `$ref` `./fr.json` cannot be read: the file does not exist'])
  })

  it('merges the keys beside a ref over the object it reads, and finds them where they are written', async () => {
    expect(
      await messagesOf({
        'docs.json': '{\n  "name": "Acme",\n  "theme": "mint",\n  "colors": { "$ref": "./colors.json", "primary": "green" },\n  "navigation": { "groups": [{ "group": "Start", "pages": ["index"] }] }\n}\n',
        'colors.json': '{ "primary": "#0D7A5F", "light": "blue" }\n',
        'index.mdx': page('Welcome.\n')
      })
    ).toEqual([
      'colors.json config-schema 1:34-1:40 `colors.light` is `"blue"`, which is not a hex colour: write `#` and 3 or 6 hex digits, like `#0D9373`',
      'docs.json config-schema 4:51-4:58 `colors.primary` is `"green"`, which is not a hex colour: write `#` and 3 or 6 hex digits, like `#0D9373`'
    ])
  })
})
