import { describe, expect, it } from '@jest/globals'
import { execFileSync } from 'node:child_process'
import { iconNames } from '../../src/icons/libraries.js'
import { likelyIconName } from '../../src/icons/suggest.js'

describe('icon names', () => {
  it('of Lucide and Tabler are generated from their pinned packages and up to date', () => {
    expect(() => execFileSync(process.execPath, ['scripts/icon-names.mjs', '--check'], { stdio: 'pipe' })).not.toThrow()
  })

  it.each([
    ['lucide', 'home'],
    ['lucide', 'square-terminal'],
    ['tabler', 'brand-github'],
    ['tabler', 'home-filled'],
    ['fontawesome', 'house'],
    ['fontawesome', 'home'],
    ['fontawesome', 'github']
  ] as const)('%s has `%s`', (library, name) => {
    expect(iconNames(library).has(name)).toBe(true)
  })
})

describe('likelyIconName', () => {
  it.each([
    ['rocekt', 'rocket'],
    ['settngs', 'settings'],
    ['arrow-rigth', 'arrow-right'],
    ['house-plsu', 'house-plus']
  ])('takes `%s` for `%s` (one slip)', (name, meant) => {
    expect(likelyIconName(name, iconNames('lucide'))).toBe(meant)
  })

  it.each([
    ['circle-1', 'a digit tells icons apart (`circle-x` is not meant)'],
    ['gear', 'a slip in the first letter (`bear` is another drawing)'],
    ['cog', 'too short to guess'],
    ['squares-terminal', 'two slips']
  ])('guesses nothing for `%s`: %s', (name) => {
    expect(likelyIconName(name, iconNames('lucide'))).toBeUndefined()
  })
})
