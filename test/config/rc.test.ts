import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { resolveSettings, settingsForFile, ToolConfigError, type ToolConfig } from '../../src/config/rc.js'

describe('tool configuration', () => {
  it('starts from the recommended preset', () => {
    const { rules } = resolveSettings({})
    expect(rules['config-schema']).toBe('error')
    expect(rules['config-unknown-key']).toBe('warn')
    expect(rules['config-deprecated']).toBe('info')
  })

  // recommended fails a run only on what breaks the site or misleads readers; authoring conventions warn.
  const authoring = ['frontmatter-title', 'frontmatter-description', 'heading-start', 'image-frame', 'image-alt', 'code-language', 'link-text']
  const breaking = ['mdx-syntax', 'config-schema', 'nav-missing-page', 'link-broken', 'asset-missing', 'openapi-syntax', 'openapi', 'no-secrets', 'component-unknown', 'component-attributes']

  it('recommended warns on authoring conventions and fails on what breaks the site', () => {
    const { rules } = resolveSettings({})
    expect(authoring.map((id) => [id, rules[id]])).toEqual(authoring.map((id) => [id, 'warn']))
    expect(breaking.map((id) => [id, rules[id]])).toEqual(breaking.map((id) => [id, 'error']))
  })

  it('strict turns warnings into errors', () => {
    const { rules } = resolveSettings({ extends: 'docslint:strict' })
    expect(rules['config-unknown-key']).toBe('error')
    expect(authoring.map((id) => [id, rules[id]])).toEqual(authoring.map((id) => [id, 'error']))
  })

  it('takes severities as words, numbers, or [severity, options]', () => {
    const { rules } = resolveSettings({ rules: { 'config-unknown-key': 'off', 'config-schema': 1, 'config-format': ['error', {}] } })
    expect(rules).toMatchObject({ 'config-unknown-key': 'off', 'config-schema': 'warn', 'config-format': 'error' })
  })

  it.each([
    [{ rules: { 'config-unknwon-key': 'off' } }, 'Unknown rule `config-unknwon-key` in the docslint configuration; did you mean `config-unknown-key`?'],
    [{ rules: { 'config-schema': 'loud' } }, 'the docslint configuration is invalid: `rules.config-schema` must be equal to one of the allowed values: `off`, `info`, `warn`, `error`, `0`, `1` or `2`'],
    [{ extends: 'docslint:everything' }, 'the docslint configuration is invalid: `extends` must be equal to one of the allowed values: `docslint:recommended`, `docslint:strict`, `docslint:style` or `docslint:all`'],
    [{ rule: {} }, 'the docslint configuration is invalid: must NOT have additional properties (`rule`)'],
    [{ rules: { 'link-text': ['warn', { maxUrlLength: 'long' }] } }, 'Bad options for rule `link-text` in the docslint configuration: `maxUrlLength` must be integer'],
    [{ rules: { 'link-text': ['warn', { phrase: ['here'] }] } }, 'Bad options for rule `link-text` in the docslint configuration: must NOT have additional properties (`phrase`)'],
    [{ rules: { 'image-frame': ['error', { strict: true }] } }, 'Rule `image-frame` takes no options, but the docslint configuration gives it `strict`'],
    [{ overrides: [{ files: 'snippets/**', rules: { 'frontmater-title': 'off' } }] }, 'Unknown rule `frontmater-title` in the docslint configuration (overrides[0]); did you mean `frontmatter-title`?'],
    [{ overrides: [{ rules: {} }] }, "the docslint configuration is invalid: `overrides.0` must have required property 'files'"],
    [
      { overrides: [{ files: `${'{a,b}'.repeat(20)}/*.mdx`, rules: {} }] },
      'The glob `{a,b}{a,b}{a,b}{a,b}{a,b}{a,b}{a,b}{a,b}{a,b}{a,b}{a,b}{a,b}{a,b}{a,b}{a,b}{a,b}...` in the docslint configuration (overrides[0].files) stands for more than 1024 patterns (each `{a,b}` doubles them); write fewer alternatives'
    ],
    [{ components: { Banner: { attributes: { kind: { required: 'yes' } } } } }, 'the docslint configuration is invalid: `components.Banner.attributes.kind.required` must be boolean']
  ])('rejects %j with a message naming the problem', (config, message) => {
    expect(() => resolveSettings(config as never)).toThrow(new ToolConfigError(message))
  })

  it('keeps rule options and the declared components', () => {
    const settings = resolveSettings({ rules: { 'link-text': ['error', { maxUrlLength: 60 }] }, components: { Banner: {} } })
    expect(settings.rules['link-text']).toBe('error')
    expect(settings.options['link-text']).toEqual({ maxUrlLength: 60 })
    expect(settings.components).toEqual({ Banner: {} })
  })

  it('strict reports unknown component attributes as errors', () => {
    expect(resolveSettings({ extends: 'docslint:strict' }).options['component-attributes']).toEqual({ unknownAttributes: 'error' })
  })

  it.each([
    ['/site/snippets/a.mdx', 'off', 'warn'],
    ['/site/guides/snippets/b.mdx', 'off', 'warn'],
    ['/site/guides/intro.mdx', 'warn', 'warn'],
    ['/site/legacy/old.mdx', 'warn', 'off']
  ])('applies the overrides that match %s', (file, title, linkText) => {
    const settings = resolveSettings({ overrides: [{ files: ['legacy/**'], rules: { 'link-text': 'off' } }] }, 'the config', '/site')
    const setup = settingsForFile(settings, file)
    expect([setup.rules['frontmatter-title'], setup.rules['link-text']]).toEqual([title, linkText])
  })
})

/**
 * `extends` with configuration files beside presets: applied in order (each later one wins, the configuration's
 * own settings last), paths from the configuration that names them, read as the tool's other files are (inside
 * the site, a regular file of at most 1 MiB), cycles refused in one line.
 */
describe('extends with configuration files', () => {
  let top: string
  let site: string
  beforeEach(() => {
    top = mkdtempSync(path.join(tmpdir(), 'docslint-extends-'))
    site = path.join(top, 'site')
    mkdirSync(path.join(site, 'config'), { recursive: true })
    writeFileSync(path.join(site, 'docs.json'), '{}')
  })
  afterEach(() => rmSync(top, { recursive: true, force: true }))

  const write = (name: string, text: string) => writeFileSync(path.join(site, name), text)
  /** The settings of `.docslintrc.json` at the site's root, as unified-engine hands it over. */
  const settingsOf = (config: ToolConfig) => resolveSettings(config, '`.docslintrc.json`', site, path.join(site, '.docslintrc.json'))
  const at = (name: string) => path.join(site, name)

  it('applies presets and files in the order given, the configuration\'s own rules last', () => {
    write('config/base.json', JSON.stringify({ rules: { 'link-text': 'off', 'image-alt': 'error' }, components: { Banner: {} } }))
    const strictThenFile = settingsOf({ extends: ['docslint:strict', './config/base.json'], rules: { 'image-alt': 'info' } })
    expect([strictThenFile.rules['link-text'], strictThenFile.rules['image-alt'], strictThenFile.rules['frontmatter-title']]).toEqual(['off', 'info', 'error'])
    expect(strictThenFile.components).toEqual({ Banner: {} })
    const fileThenStrict = settingsOf({ extends: ['./config/base.json', 'docslint:strict'] })
    expect([fileThenStrict.rules['link-text'], fileThenStrict.rules['image-alt']]).toEqual(['error', 'error'])
  })

  it('reads paths from the file that names them, YAML too, and a chain of files without a preset starts from recommended', () => {
    write('config/base.json', JSON.stringify({ extends: './more.yaml', rules: { 'image-alt': 'off' } }))
    write('config/more.yaml', 'rules:\n  image-alt: error\n  link-text: error\n')
    const settings = settingsOf({ extends: './config/base.json' })
    expect([settings.rules['image-alt'], settings.rules['link-text'], settings.rules['config-unknown-key']]).toEqual(['off', 'error', 'warn'])
  })

  it("matches an extended file's overrides from its own folder", () => {
    write('config/base.json', JSON.stringify({ overrides: [{ files: 'legacy/**', rules: { 'link-text': 'off' } }] }))
    const settings = settingsOf({ extends: ['docslint:recommended', './config/base.json'] })
    expect(settingsForFile(settings, at('config/legacy/old.mdx')).rules['link-text']).toBe('off')
    expect(settingsForFile(settings, at('legacy/old.mdx')).rules['link-text']).toBe('warn')
  })

  it.each<[string, () => ToolConfig, (file: (name: string) => string) => string]>([
    [
      'a cycle of two files',
      () => {
        write('config/a.json', '{"extends": "./b.json"}')
        write('config/b.json', '{"extends": ["docslint:strict", "./a.json"]}')
        return { extends: './config/a.json' }
      },
      (file) => `Configuration files extend each other in a cycle: \`${file('config/a.json')}\` extends \`${file('config/b.json')}\` extends \`${file('config/a.json')}\``
    ],
    [
      'a file extending the configuration that extends it',
      () => {
        write('config/a.json', '{"extends": "../.docslintrc.json"}')
        write('.docslintrc.json', '{"extends": "./config/a.json"}')
        return { extends: './config/a.json' }
      },
      (file) => `Configuration files extend each other in a cycle: \`.docslintrc.json\` extends \`${file('config/a.json')}\` extends \`${file('.docslintrc.json')}\``
    ],
    ['a file that is not there', () => ({ extends: ['docslint:recommended', './config/nope.json'] }), (file) => `\`${file('config/nope.json')}\` (extended by \`.docslintrc.json\`) does not exist`],
    [
      'a file outside the site',
      () => {
        writeFileSync(path.join(top, 'outside.json'), '{}')
        return { extends: '../outside.json' }
      },
      () => `\`${path.join(top, 'outside.json')}\` (extended by \`.docslintrc.json\`) is outside the site; docslint does not read it`
    ],
    [
      'a link to a file outside the site',
      () => {
        writeFileSync(path.join(top, 'secret.json'), '{}')
        symlinkSync(path.join(top, 'secret.json'), at('config/base.json'))
        return { extends: './config/base.json' }
      },
      (file) => `\`${file('config/base.json')}\` (extended by \`.docslintrc.json\`) is a link to a file outside the site (${path.join(top, 'secret.json')}); docslint does not read it`
    ],
    [
      'a file over 1 MiB',
      () => {
        write('config/big.json', `{"rules": {}}${' '.repeat(2 * 1024 * 1024)}`)
        return { extends: './config/big.json' }
      },
      (file) => `\`${file('config/big.json')}\` (extended by \`.docslintrc.json\`) is too large (2 MiB; the limit is 1 MiB); docslint does not read it`
    ],
    [
      'a JavaScript file',
      () => ({ extends: './config/base.cjs' }),
      (file) => `\`${file('config/base.cjs')}\` (extended by \`.docslintrc.json\`) cannot be extended: only JSON and YAML configuration files can be (what a JavaScript one gives cannot be cached)`
    ],
    [
      'a file that is not JSON, at its line and column',
      () => {
        write('config/base.json', '{\n  "rules": {,}\n}')
        return { extends: './config/base.json' }
      },
      (file) => `\`${file('config/base.json')}\` (extended by \`.docslintrc.json\`):2:13: invalid JSON (ValueExpected)`
    ],
    [
      'an unknown rule in an extended file, named by the file',
      () => {
        write('config/base.json', '{"rules": {"image-alts": "off"}}')
        return { extends: './config/base.json' }
      },
      (file) => `Unknown rule \`image-alts\` in \`${file('config/base.json')}\`; did you mean \`image-alt\`?`
    ],
    ['a path without ./', () => ({ extends: ['docslint:recommended', 'config/base.json'] }), () => "`.docslintrc.json` is invalid: `extends` names `config/base.json`, which is no preset (`docslint:recommended`, ...) and no file's path from the configuration (`./config/base.json`)"]
  ])('refuses %s in one line', (_name, make, message) => {
    const config = make()
    expect(() => settingsOf(config)).toThrow(new ToolConfigError(message(at)))
  })
})
