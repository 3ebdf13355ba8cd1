import { describe, expect, it } from '@jest/globals'
import { resolveSettings, settingsForFile, ToolConfigError } from '../../src/config/rc.js'

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
    [{ extends: 'docslint:everything' }, 'the docslint configuration is invalid: `extends` must be equal to one of the allowed values: `docslint:recommended`, `docslint:strict` or `docslint:all`'],
    [{ rule: {} }, 'the docslint configuration is invalid: must NOT have additional properties (`rule`)'],
    [{ rules: { 'link-text': ['warn', { maxUrlLength: 'long' }] } }, 'Bad options for rule `link-text` in the docslint configuration: `maxUrlLength` must be integer'],
    [{ rules: { 'link-text': ['warn', { phrase: ['here'] }] } }, 'Bad options for rule `link-text` in the docslint configuration: must NOT have additional properties (`phrase`)'],
    [{ rules: { 'image-frame': ['error', { strict: true }] } }, 'Rule `image-frame` takes no options, but the docslint configuration gives it `strict`'],
    [{ overrides: [{ files: 'snippets/**', rules: { 'frontmater-title': 'off' } }] }, 'Unknown rule `frontmater-title` in the docslint configuration (overrides[0]); did you mean `frontmatter-title`?'],
    [{ overrides: [{ rules: {} }] }, "the docslint configuration is invalid: `overrides.0` must have required property 'files'"],
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
