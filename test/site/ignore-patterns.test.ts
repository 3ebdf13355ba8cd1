import { describe, expect, it } from '@jest/globals'
import { check } from '../../src/engine.js'
import { globProblem, unusablePattern } from '../../src/site/ignore-patterns.js'
import { resolveSettings, ToolConfigError } from '../../src/config/rc.js'
import { docsJson, page, withSite } from '../helpers.js'

/** Issue 18, class 5: patterns from the user never become a regular expression too large, or one that backtracks for minutes. */
describe('ignore-file patterns and globs', () => {
  it.each([
    ['drafts/', 'drafts/', undefined],
    ['**/drafts/*.mdx', '**/drafts/*.mdx', undefined],
    ['*.draft.*', '*.draft.*', undefined],
    ['5,000 characters', 'a'.repeat(5000), 'the pattern is 5,000 characters long; at most 4096 are read'],
    ['*a*a*a*b', '*a*a*a*b', 'the pattern has 4 wildcards (`*`, `**`, `?`); at most 3 are read, as each one multiplies the time to test a path']
  ])('%s', (_name, pattern, problem) => {
    expect(globProblem(pattern)).toBe(problem)
  })

  it('names the first line of an ignore file that cannot be used; comments are passed over', () => {
    expect(unusablePattern('# *a*a*a*a\ndrafts/\n*a*a*a*b\n')).toEqual({ line: 3, reason: 'the pattern has 4 wildcards (`*`, `**`, `?`); at most 3 are read, as each one multiplies the time to test a path' })
    expect(unusablePattern('drafts/\n*.draft.mdx\n')).toBeUndefined()
  })

  it('fails the run in one line on a .docslintignore, inside the site or above it, or a .mintignore with such a pattern', async () => {
    const site = { 'docs.json': docsJson(), 'index.mdx': page('Hello.\n') }
    for (const [file, expected] of [
      ['guides/.docslintignore', /guides\/\.docslintignore:2: the pattern is 140,000 characters long; at most 4096 are read$/],
      ['.mintignore', /\.mintignore:1: the pattern has 4 wildcards/]
    ] as const) {
      await withSite({ ...site, 'guides/page.mdx': page('x'), [file]: file === '.mintignore' ? '*a*a*a*b\n' : `ok\n${'<Steps>'.repeat(20000)}\n` }, async (root) => {
        const failure = await check({ paths: [root], cwd: root }).then(() => undefined, (error: Error) => error.message)
        expect(failure).toMatch(expected)
      })
    }
  })

  it('refuses an override glob with too many wildcards', () => {
    expect(() => resolveSettings({ overrides: [{ files: '*a*a*a*b', rules: {} }] })).toThrow(
      new ToolConfigError('The glob `*a*a*a*b` in the docslint configuration (overrides[0].files) cannot be used: the pattern has 4 wildcards (`*`, `**`, `?`); at most 3 are read, as each one multiplies the time to test a path')
    )
  })
})
