import { describe, expect, it } from '@jest/globals'
import type { VFile } from 'vfile'
import { formatReport } from '../../src/report/index.js'
import { docsUrl, fileWith, sampleFiles, span } from './files.js'

const stylish = (files: VFile[], options: { quiet?: boolean; verbose?: boolean; color?: boolean } = {}) =>
  formatReport(files, { format: 'stylish', color: options.color ?? false, quiet: options.quiet ?? false, verbose: options.verbose ?? false })

/** The lines of a report, each ended by a line break. */
const report = (...lines: string[]) => lines.map((line) => `${line}\n`).join('')

describe('--format stylish (the default): per file its path, one line per message, a summary', () => {
  it('aligns the location and severity columns within a file, not the reasons; counts info messages too', () => {
    expect(stylish(sampleFiles())).toBe(
      report(
        'docs/docs.json',
        '   2:11  error    `name` must be a string  config-schema',
        '   4:3   warning  Unknown key `colour`  config-unknown-key',
        '  12:5   info     Deprecated  config-deprecated',
        '',
        'docs/other.mdx',
        '  warning  A plugin without a rule id or place',
        '',
        '✖ 4 problems (1 error, 2 warnings, 1 info)'
      )
    )
  })

  it('gives each file its own widths: a long reason or line number elsewhere pads nothing here', () => {
    const long = 'A reason far longer than any other in the run, '.repeat(6).trim()
    const files = [
      fileWith('a.mdx', [{ ruleId: 'mdx-syntax', severity: 'error', reason: long, place: span(1204, 17, 1204, 20) }]),
      fileWith('b.mdx', [
        { ruleId: 'link-text', severity: 'warn', reason: 'Link text `here`', place: span(3, 1, 3, 9) },
        { ruleId: 'link-text', severity: 'warn', reason: 'Link text `click`', place: span(9, 12, 9, 20) }
      ])
    ]
    expect(stylish(files)).toBe(
      report(
        'a.mdx',
        `  1204:17  error  ${long}  mdx-syntax`,
        '',
        'b.mdx',
        '  3:1   warning  Link text `here`  link-text',
        '  9:12  warning  Link text `click`  link-text',
        '',
        '✖ 3 problems (1 error, 2 warnings, 0 info)'
      )
    )
  })

  it('writes a reason on several lines as one line, with no trailing spaces', () => {
    const file = fileWith('a.mdx', [{ ruleId: 'mdx-syntax', severity: 'error', reason: 'Cannot parse:  \n  line two\r\nline three\n', place: span(1, 1, 1, 2) }])
    const text = stylish([file])
    expect(text).toBe('a.mdx\n  1:1  error  Cannot parse: line two line three  mdx-syntax\n\n✖ 1 problem (1 error, 0 warnings, 0 info)\n')
    expect(text.split('\n').filter((line) => line !== line.trimEnd())).toEqual([])
  })

  it('a point shows where it starts; warnings alone and info alone get their own sign', () => {
    expect(stylish([fileWith('docs.json', [{ ruleId: 'config-unknown-key', severity: 'warn', reason: 'Unknown key', place: { line: 3, column: 3 } }])])).toBe(
      report(
        'docs.json',
        '  3:3  warning  Unknown key  config-unknown-key',
        '',
        '⚠ 1 problem (0 errors, 1 warning, 0 info)'
      )
    )
    expect(stylish([fileWith('docs.json', [{ ruleId: 'config-deprecated', severity: 'info', reason: 'Deprecated', place: span(12, 5, 12, 20) }])])).toBe(
      report(
        'docs.json',
        '  12:5  info  Deprecated  config-deprecated',
        '',
        'ℹ 1 problem (0 errors, 0 warnings, 1 info)'
      )
    )
  })

  it('says how many files were checked when none has a message', () => {
    expect(stylish([fileWith('docs.json', []), fileWith('index.mdx', [])])).toBe('2 files checked: no problems found\n')
    expect(stylish([fileWith('docs.json', [])])).toBe('1 file checked: no problems found\n')
  })

  it('--quiet shows the errors only, and no file whose messages were all warnings', () => {
    expect(stylish(sampleFiles(), { quiet: true })).toBe('docs/docs.json\n  2:11  error  `name` must be a string  config-schema\n\n✖ 1 problem (1 error, 0 warnings, 0 info)\n')
    expect(stylish([fileWith('docs.json', [{ ruleId: 'config-unknown-key', severity: 'warn', reason: 'Unknown', place: span(3, 3, 3, 14) }])], { quiet: true })).toBe(
      '1 file checked: no problems found\n'
    )
  })

  it('--verbose adds each message’s docs URL and note below its reason', () => {
    const file = fileWith('docs.json', [{ ruleId: 'config-unknown-key', severity: 'warn', reason: 'Unknown key', place: span(3, 3, 3, 14) }])
    file.messages[0].note = 'Keys are case-sensitive.\nSee the schema.'
    expect(stylish([file], { verbose: true })).toBe(
      report(
        'docs.json',
        '  3:3  warning  Unknown key  config-unknown-key',
        // Below the reason, which starts at column 17.
        ...[docsUrl('config-unknown-key'), 'Keys are case-sensitive.', 'See the schema.'].map((detail) => ' '.repeat(16) + detail),
        '',
        '⚠ 1 problem (0 errors, 1 warning, 0 info)'
      )
    )
  })

  it('colours the path, location, severity, rule and summary only when asked', () => {
    const file = fileWith('docs.json', [{ ruleId: 'config-schema', severity: 'error', reason: 'Bad', place: span(2, 11, 2, 13) }])
    expect(stylish([file], { color: true })).toBe(
      report(
        '\u001B[4mdocs.json\u001B[24m',
        '  \u001B[2m2:11\u001B[22m  \u001B[31merror\u001B[39m  Bad  \u001B[2mconfig-schema\u001B[22m',
        '',
        '\u001B[1m\u001B[31m✖ 1 problem (1 error, 0 warnings, 0 info)\u001B[39m\u001B[22m'
      )
    )
  })
})
