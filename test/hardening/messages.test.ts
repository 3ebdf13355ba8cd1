import { describe, expect, it, jest } from '@jest/globals'
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { checkAndFix } from '../../src/fix/run.js'
import { writeFixes } from '../../src/fix/output.js'
import { docsJson, lint, messages, navigationOf, page, withSite } from '../helpers.js'
import { jsonFindings, runCli } from '../e2e/run-cli.js'
import { parseCheckArguments, runCheck, writeFixedFiles } from '../../src/cli/check.js'
import { shownPath } from '../../src/util/shown-path.js'

/** Issue 32, item 12: messages that mislead. */
describe('a file name that starts with two dots', () => {
  it('`..notes.mdx` is a page of the site: its navigation entry and the links to it do not climb out', async () => {
    const site = {
      'docs.json': docsJson(navigationOf('index', '..notes')),
      'index.mdx': page('Read [the notes](./..notes), [again](..notes) and [once more](/..notes).\n'),
      '..notes.mdx': page('Notes.\n')
    }
    await withSite(site, async (root) => {
      expect(await messages(root)).toEqual([])
    })
  })

  it('a segment that is exactly `..` still climbs out', async () => {
    await withSite({ 'docs.json': docsJson(navigationOf('index', '../notes')), 'index.mdx': page('Hello.\n') }, async (root) => {
      expect(await messages(root)).toEqual([
        'docs.json 8:9-8:19 nav-outside-root error: Navigation entry `../notes` leaves the site root: name pages by their path from the folder of docs.json'
      ])
    })
  })
})

describe('line endings that are a carriage return alone', () => {
  it.each([
    ['LF', '\n'],
    ['CRLF', '\r\n'],
    ['CR alone', '\r']
  ])('front matter of %s lines parses, and its places are counted in those lines', async (_name, end) => {
    const { findings } = await lint('index.mdx', ['---', 'title: x', 'description: 12', '---', '', 'Hello.', ''].join(end))
    expect(findings.map(({ ruleId, at, reason }) => `${ruleId} ${at} ${reason}`)).toEqual([
      'frontmatter-description 3:14-3:16 `description` must be a string, not a number (12); quote it'
    ])
  })
})

describe('a byte order mark', () => {
  const BOM = '\uFEFF'
  const imagePage = page('![The dashboard](/dashboard.png)\n')

  it('a UTF-8 page that starts with one is checked at the places an editor shows, and --fix fixes it, keeping the mark', async () => {
    await withSite({ 'docs.json': docsJson(), 'index.mdx': BOM + imagePage, 'dashboard.png': 'PNG' }, async (root) => {
      expect(await messages(root)).toEqual(['index.mdx 6:1-6:33 image-frame warn: Image is not wrapped in `<Frame>`: put it between `<Frame>` and `</Frame>`'])
      const { fixed } = await checkAndFix({ paths: [root], cwd: root })
      expect(writeFixes(fixed)).toEqual({ written: [path.join(root, 'index.mdx')], leftAlone: [] })
      expect(readFileSync(path.join(root, 'index.mdx'), 'utf8')).toBe(BOM + page('<Frame>\n  ![The dashboard](/dashboard.png)\n</Frame>\n'))
      expect(await messages(root)).toEqual([])
    })
  })

  it('docs.json that starts with one is read as JSON, as most JSON readers do, and --fix keeps the mark', async () => {
    await withSite({ 'docs.json': BOM + docsJson(), 'index.mdx': page('Hello.\n') }, async (root) => {
      expect(await messages(root)).toEqual([])
    })
    const trailingComma = `${BOM}{\n  "name": "Acme",\n  "navigation": [{ "group": "Start", "pages": ["index"] }],\n}\n`
    await withSite({ 'docs.json': trailingComma, 'index.mdx': page('Hello.\n') }, async (root) => {
      expect(await messages(root)).toEqual([
        'docs.json 3:59-3:60 config-syntax error: Trailing comma: JSON allows no comma after the last property of an object; remove it'
      ])
      writeFixes((await checkAndFix({ paths: [root], cwd: root })).fixed)
      expect(readFileSync(path.join(root, 'docs.json'), 'utf8')).toBe(trailingComma.replace('],\n}', ']\n}'))
    })
  })

  it('an invisible character where JSON cannot have one is named in the message, not printed', async () => {
    await withSite({ 'docs.json': `\u200B${docsJson()}`, 'index.mdx': page('Hello.\n') }, async (root) => {
      expect(await messages(root)).toEqual(['docs.json 1:1-1:2 config-syntax error: Invalid JSON: `U+200B` is not valid JSON here: an invisible character, written here as its code point; delete it'])
    })
  })
})

describe('a page that is not UTF-8', () => {
  const text = page('Hello.\n')
  const utf16le = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')])
  const utf16be = Buffer.concat([Buffer.from([0xfe, 0xff]), Buffer.from(text, 'utf16le').swap16()])

  it.each([
    ['UTF-16 little-endian', utf16le],
    ['UTF-16 big-endian', utf16be]
  ])('a %s page is reported at its start as not UTF-8, and its navigation entry is not missing', async (_name, bytes) => {
    await withSite({ 'docs.json': docsJson() }, async (root) => {
      writeFileSync(path.join(root, 'index.mdx'), bytes)
      expect(await messages(root)).toEqual(['index.mdx 1:1 mdx-syntax error: Cannot check index.mdx: the file is UTF-16 (it starts with a UTF-16 byte order mark), not UTF-8: save it as UTF-8'])
    })
  })

  it('a binary page exists too: its navigation entry is not missing', async () => {
    await withSite({ 'docs.json': docsJson(), 'index.mdx': 'PNG\u0000\u0000' }, async (root) => {
      expect(await messages(root)).toEqual(['index.mdx 1:1 mdx-syntax error: Cannot check index.mdx: the file is binary (it contains NUL bytes), not text'])
    })
  })
})

describe('control characters from the site in a terminal', () => {
  const site = {
    'docs.json': JSON.stringify({ name: 'Acme', navigation: [{ group: 'Start', pages: ['index'] }], '\u001b]0;pwned\u0007': 1 }),
    'index.mdx': page('Hello.\n'),
    'a\u001b[31mred.mdx': page('Red.\n')
  }

  it('the stylish report escapes them in paths and reasons (`\\u001B`); the JSON report keeps the exact text', async () => {
    await withSite(site, async (root) => {
      const stylish = runCli(['check', '.', '--color'], root)
      expect(stylish.stdout.replace(/\u001B\[\d+m/g, '')).toBe(
        [
          'a\\u001B[31mred.mdx',
          '  1:1  warning  Page `a\\u001B[31mred.mdx` is not in the navigation, and no page reached from the navigation links to it: add `"a\\u001B[31mred"` to a group\'s `pages` in docs.json, link to it from a page that is, or delete the page  page-orphan',
          '',
          'docs.json',
          '  1:67  warning  Unknown key `\\u001B]0;pwned\\u0007` in docs.json  config-unknown-key',
          '',
          '⚠ 2 problems (0 errors, 2 warnings, 0 info)',
          ''
        ].join('\n')
      )
      const json = JSON.parse(runCli(['check', '.', '--format', 'json'], root).stdout) as { path: string; messages: { reason: string }[] }[]
      expect(json.filter((file) => file.messages.length > 0).map((file) => [file.path, file.messages.map((message) => message.reason)])).toEqual([
        ['a\u001b[31mred.mdx', ['Page `a\u001b[31mred.mdx` is not in the navigation, and no page reached from the navigation links to it: add `"a\u001b[31mred"` to a group\'s `pages` in docs.json, link to it from a page that is, or delete the page']],
        ['docs.json', ['Unknown key `\u001b]0;pwned\u0007` in docs.json']]
      ])
    })
  })

  it('so does the github format, and a line on standard error', async () => {
    await withSite(site, async (root) => {
      const github = runCli(['check', '.', '--format', 'github'], root)
      expect(github.stdout).not.toMatch(/[\u0000-\u0009\u000B-\u001F]/)
      expect(github.stdout).toContain('::warning file=docs.json,line=1,col=67,endLine=1,endColumn=89,title=config-unknown-key::Unknown key `\\u001B]0;pwned\\u0007` in docs.json\n')
      const failure = runCli(['check', 'a\u001b[31mred.mdx', '--config', 'no\u001b[2Jconfig.json'], root)
      expect(failure.stderr).toMatch(/^docslint: Cannot read given file `no\\u001B\[2Jconfig\.json`: ENOENT: .+\n$/)
    })
  })
})

describe('the report after --fix', () => {
  const site = {
    'docs.json': docsJson(navigationOf('index', 'setup')),
    'index.mdx': page('Read [the setup](/setupp).\n'),
    'setup.mdx': page('Set up.\n')
  }

  it('is of the files as they are on disk: a page with an invalid UTF-8 byte is not fixed, and its error is reported (exit 1)', async () => {
    await withSite(site, async (root) => {
      const bytes = Buffer.concat([Buffer.from(site['index.mdx']), Buffer.from([0xff, 0x0a])])
      writeFileSync(path.join(root, 'index.mdx'), bytes)
      const { status, stdout, stderr } = runCli(['check', '.', '--fix', '--format', 'json'], root)
      expect({ status, stderr }).toEqual({ status: 1, stderr: 'docslint: not fixed: index.mdx changed since it was read, or is not UTF-8\n' })
      expect(jsonFindings(stdout)).toEqual(['index.mdx link-broken 6:6'])
      expect(readFileSync(path.join(root, 'index.mdx'))).toEqual(bytes)
    })
  })

  it('is of the files as they are on disk: a page edited between the fixes and their writing is left as edited, and reported so', async () => {
    await withSite(site, async (root) => {
      const { paths, flags } = parseCheckArguments(['--fix', root])
      const fixed = await runCheck(paths, flags)
      expect({ status: fixed.status, errors: fixed.counts.errors }).toEqual({ status: 0, errors: 0 })
      const edited = page('Read [the setup](/setupp) and [the rest](/rest).\n')
      writeFileSync(path.join(root, 'index.mdx'), edited)
      const lines: string[] = []
      const stderr = jest.spyOn(process.stderr, 'write').mockImplementation((line) => Boolean(lines.push(String(line))))
      const written = await writeFixedFiles(fixed, paths, flags).finally(() => stderr.mockRestore())
      expect(lines).toEqual([`docslint: not fixed: ${shownPath(path.join(root, 'index.mdx'))} changed since it was read, or is not UTF-8\n`])
      expect(readFileSync(path.join(root, 'index.mdx'), 'utf8')).toBe(edited)
      const columns = written.files.flatMap((file) => file.messages.map((message) => `${path.basename(file.path)} ${message.ruleId} ${message.column}`))
      expect({ status: written.status, columns }).toEqual({ status: 1, columns: ['index.mdx link-broken 6', 'index.mdx link-broken 31'] })
    })
  })
})
