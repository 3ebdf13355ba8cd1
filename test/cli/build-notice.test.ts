import { describe, expect, it } from '@jest/globals'
import path from 'node:path'
import { VFile } from 'vfile'
import { errorsNotice, failureNotice } from '../../src/cli/build-notice.js'
import { RunFailure } from '../../src/engine.js'

const cwd = path.resolve('/work/project')

/** A checked file with one error (fatal), one warning and one info at the places given. */
function checked(name: string, ...errors: [line: number | undefined, column: number | undefined, reason: string][]): VFile {
  const file = new VFile({ path: path.join(cwd, name), value: '' })
  for (const [line, column, reason] of errors) {
    const message = file.message(reason, line === undefined ? undefined : { start: { line, column: column ?? 1 }, end: { line, column: (column ?? 1) + 1 } })
    message.ruleId = 'mdx-syntax'
    message.fatal = true
  }
  file.message('A warning.').fatal = false
  file.message('An info.').fatal = undefined
  return file
}

describe('what the served pages are told about a build', () => {
  it('nothing when the check found no error', () => {
    expect(errorsNotice([checked('site/a.mdx')], false, cwd)).toBeUndefined()
  })

  it('a refused build: each error with its file:line:column, reason and rule, warnings left out', () => {
    expect(errorsNotice([checked('site/a.mdx', [48, 1, 'Cannot parse MDX: Expected a closing tag for `<Note>`']), checked('site/docs.json', [undefined, undefined, 'Not JSON.'])], false, cwd)).toEqual({
      title: 'docslint: not rebuilt, the check found 2 errors; this page is from the last build',
      problems: [
        { where: 'site/a.mdx:48:1', reason: 'Cannot parse MDX: Expected a closing tag for `<Note>`', ruleId: 'mdx-syntax' },
        { where: 'site/docs.json', reason: 'Not JSON.', ruleId: 'mdx-syntax' }
      ],
      more: 0
    })
  })

  it('a build made anyway with --force says so', () => {
    expect(errorsNotice([checked('site/a.mdx', [2, 5, 'Bad.'])], true, cwd)?.title).toBe('docslint: built with 1 error (--force)')
  })

  it('lists 20 errors and counts the others', () => {
    const many = Array.from({ length: 23 }, (_, index): [number, number, string] => [index + 1, 1, `Error ${index + 1}.`])
    const notice = errorsNotice([checked('site/a.mdx', ...many)], false, cwd)!
    expect([notice.problems.length, notice.problems[19].where, notice.more]).toEqual([20, 'site/a.mdx:20:1', 3])
  })

  it('a failed run: its reason\'s first line, no stack trace; anything unexpected is an internal error', () => {
    expect(failureNotice(new RunFailure('docs.json could not be read, so there is no site to build\nmore'))).toEqual({
      title: 'docslint: the build failed',
      problems: [{ reason: 'docs.json could not be read, so there is no site to build' }],
      more: 0
    })
    const internal = failureNotice(new TypeError('x is not a function'))
    expect(internal.problems).toEqual([{ reason: 'internal error: x is not a function' }])
    expect(JSON.stringify(internal)).not.toContain('    at ')
  })
})
