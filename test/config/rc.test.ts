import { describe, expect, it } from '@jest/globals'
import { resolveSettings, ToolConfigError } from '../../src/config/rc.js'

describe('tool configuration', () => {
  it('starts from the recommended preset', () => {
    const { rules } = resolveSettings({})
    expect(rules['config-schema']).toBe('error')
    expect(rules['config-unknown-key']).toBe('warn')
    expect(rules['config-deprecated']).toBe('info')
  })

  it('strict turns warnings into errors', () => {
    expect(resolveSettings({ extends: 'docslint:strict' }).rules['config-unknown-key']).toBe('error')
  })

  it('takes severities as words, numbers, or [severity, options]', () => {
    const { rules } = resolveSettings({ rules: { 'config-unknown-key': 'off', 'config-schema': 1, 'config-format': ['error', {}] } })
    expect(rules).toMatchObject({ 'config-unknown-key': 'off', 'config-schema': 'warn', 'config-format': 'error' })
  })

  it.each([
    [{ rules: { 'config-unknwon-key': 'off' } }, 'Unknown rule `config-unknwon-key` in the docslint configuration; did you mean `config-unknown-key`?'],
    [{ rules: { 'config-schema': 'loud' } }, 'the docslint configuration is invalid: `rules.config-schema` must be equal to one of the allowed values: `off`, `info`, `warn`, `error`, `0`, `1` or `2`'],
    [{ extends: 'docslint:everything' }, 'the docslint configuration is invalid: `extends` must be equal to one of the allowed values: `docslint:recommended`, `docslint:strict` or `docslint:all`'],
    [{ rule: {} }, 'the docslint configuration is invalid: must NOT have additional properties (`rule`)']
  ])('rejects %j with a message naming the problem', (config, message) => {
    expect(() => resolveSettings(config as never)).toThrow(new ToolConfigError(message))
  })
})
