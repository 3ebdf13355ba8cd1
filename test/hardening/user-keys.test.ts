import { describe, expect, it } from '@jest/globals'
import { check } from '../../src/engine.js'
import { lint, messages, page, withSite, docsJson } from '../helpers.js'
import { runCli } from '../e2e/run-cli.js'

/** Issue 18, class 6: text the user writes never keys an object with a prototype, and `.docslintignore` cannot hide docs.json from the model. */
describe('user text that names Object.prototype', () => {
  it('a docslint comment naming `__proto__` and `constructor` is an unknown-rule message, and turns nothing off', async () => {
    const text = page('{/* docslint-disable __proto__ constructor */}\n\n![](/a.png)\n\n{/* docslint-enable toString */}\n')
    const { findings } = await lint('index.mdx', text)
    expect(findings.map(({ ruleId, at, reason }) => `${ruleId} ${at} ${reason}`)).toEqual([
      'image-frame 8:1-8:12 Image is not wrapped in `<Frame>`: put it between `<Frame>` and `</Frame>`',
      'image-alt 8:1-8:12 Image has empty alt text: describe what the image shows in `![...](...)`',
      'inline-config 6:22-6:31 `docslint-disable` names an unknown rule `__proto__`',
      'inline-config 6:32-6:43 `docslint-disable` names an unknown rule `constructor`',
      'inline-config 10:21-10:29 `docslint-enable` names an unknown rule `toString`'
    ])
  })

  it('elements and attributes named `constructor` or `__proto__` are only unknown names', async () => {
    const text = page('<constructor />\n\n<__proto__ />\n\n<Card title="t" constructor="x" __proto__="y">x</Card>\n')
    const { findings } = await lint('index.mdx', text)
    expect(findings.map(({ ruleId, at }) => `${ruleId} ${at}`)).toEqual(expect.arrayContaining(['component-attributes 10:17-10:46']))
  })
})

describe('.docslintignore and docs.json', () => {
  const site = {
    'docs.json': docsJson(),
    'index.mdx': page('Hello.\n'),
    'extra.mdx': page('Not listed.\n')
  }

  it('`**` ignores every file, docs.json included, and the run still succeeds', async () => {
    await withSite({ ...site, '.docslintignore': '**\n' }, async (root) => {
      expect((await check({ paths: [root], cwd: root })).map((file) => file.path)).toEqual([])
    })
  })

  it('an ignored docs.json is not reported, but the pages are still checked against it', async () => {
    await withSite({ ...site, 'docs.json': docsJson({ unknownKey: 1 }), '.docslintignore': 'docs.json\n' }, async (root) => {
      expect(await messages(root)).toEqual([
        'extra.mdx 1:1-1:1 page-orphan warn: Page `extra.mdx` is not in the navigation, and no page reached from the navigation links to it: add `"extra"` to a group\'s `pages` in docs.json, link to it from a page that is, or delete the page'
      ])
    })
  })
})

describe('a tool configuration that cannot be parsed fails the run in one line naming the file, line and column', () => {
  const cases: [string, string, string][] = [
    ['.docslintrc.json', '{\n  "rules": {\n    "image-alt": "off",,\n', '.docslintrc.json:3:24: invalid JSON: '],
    ['.docslintrc.yaml', 'rules:\n  image-alt: [\n', '.docslintrc.yaml:3:1: invalid YAML: '],
    ['package.json', '{"name": "site",\n "docslint": {', 'package.json:2:15: invalid JSON: ']
  ]
  it.each(cases)('%s', async (name, text, expected) => {
    await withSite({ 'docs.json': docsJson(), 'index.mdx': page('Hello.\n'), [name]: text }, async (root) => {
      const failure = await check({ paths: [root], cwd: root }).then(() => undefined, (error: Error) => error.message)
      expect(failure?.startsWith(expected)).toBe(true)
      expect(failure).not.toContain('\n')
    })
  })
})

describe('a tool configuration in JavaScript that cannot be loaded (built CLI: jest cannot import a broken module)', () => {
  it('fails the run in one line naming the file', async () => {
    await withSite({ 'docs.json': docsJson(), 'index.mdx': page('Hello.\n'), '.docslintrc.mjs': 'export default {\n  rules: {\n' }, async (root) => {
      const { status, stdout, stderr } = runCli(['check', '.', '--format', 'json'], root)
      expect({ status, stdout, stderr }).toEqual({ status: 2, stdout: '', stderr: 'docslint: .docslintrc.mjs: cannot load it: Unexpected end of input\n' })
    })
  })
})
