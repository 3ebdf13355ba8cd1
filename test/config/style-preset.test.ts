import { describe, expect, it } from '@jest/globals'
import { resolveSettings } from '../../src/config/rc.js'
import { allRules } from '../../rules/index.js'

const styleRules = allRules.filter((rule) => rule.preset === 'style')

describe('the style preset', () => {
  it('has rules, off in recommended and strict', () => {
    expect(styleRules.length).toBeGreaterThan(0)
    for (const extend of ['docslint:recommended', 'docslint:strict']) {
      const { rules } = resolveSettings({ extends: extend })
      expect(styleRules.map((rule) => [rule.id, rules[rule.id]])).toEqual(styleRules.map((rule) => [rule.id, 'off']))
    }
  })

  it('adds its rules, as warnings, to the preset before it', () => {
    const { rules } = resolveSettings({ extends: ['docslint:strict', 'docslint:style'] })
    expect(rules['prose-person']).toBe('warn')
    expect(rules['config-unknown-key']).toBe('error')
  })

  it('leaves the opt-in rules off until configured', () => {
    const optIn = styleRules.filter((rule) => rule.optIn)
    const { rules } = resolveSettings({ extends: ['docslint:recommended', 'docslint:style'] })
    expect(optIn.map((rule) => rules[rule.id])).toEqual(optIn.map(() => 'off'))
  })

  it('takes one preset as a string or in an array', () => {
    expect(resolveSettings({ extends: ['docslint:strict'] }).rules).toEqual(resolveSettings({ extends: 'docslint:strict' }).rules)
  })

  it('all turns every rule on, the style rules too, as errors', () => {
    const { rules } = resolveSettings({ extends: 'docslint:all' })
    expect(styleRules.map((rule) => rules[rule.id])).toEqual(styleRules.map(() => 'error'))
  })
})
