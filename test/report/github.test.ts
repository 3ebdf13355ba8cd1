import { describe, expect, it } from '@jest/globals'
import type { VFile } from 'vfile'
import { formatReport } from '../../src/report/index.js'
import { fileWith, span } from './files.js'

const github = (files: VFile[], quiet = false) => formatReport(files, { format: 'github', color: false, quiet, verbose: false })

describe('--format github: one workflow command per message', () => {
  it.each<[string, VFile[], string]>([
    [
      'an error, with its start and end',
      [fileWith('docs/index.mdx', [{ ruleId: 'mdx-syntax', severity: 'error', reason: 'Cannot parse MDX', place: span(8, 9, 8, 13) }])],
      '::error file=docs/index.mdx,line=8,col=9,endLine=8,endColumn=13,title=mdx-syntax::Cannot parse MDX\n'
    ],
    [
      'a warning and an info (notice), in file order',
      [
        fileWith('docs.json', [
          { ruleId: 'config-unknown-key', severity: 'warn', reason: 'Unknown key', place: span(3, 3, 3, 14) },
          { ruleId: 'config-deprecated', severity: 'info', reason: 'Deprecated', place: span(12, 5, 12, 20) }
        ])
      ],
      '::warning file=docs.json,line=3,col=3,endLine=3,endColumn=14,title=config-unknown-key::Unknown key\n' +
        '::notice file=docs.json,line=12,col=5,endLine=12,endColumn=20,title=config-deprecated::Deprecated\n'
    ],
    [
      'a point ends where it starts',
      [fileWith('docs/docs.json', [{ ruleId: 'config-missing', severity: 'error', reason: 'No docs.json', place: { line: 1, column: 1 } }])],
      '::error file=docs/docs.json,line=1,col=1,endLine=1,endColumn=1,title=config-missing::No docs.json\n'
    ],
    [
      'no place: the file alone',
      [fileWith('a.mdx', [{ ruleId: 'mdx-syntax', severity: 'error', reason: 'Cannot check a.mdx' }])],
      '::error file=a.mdx,title=mdx-syntax::Cannot check a.mdx\n'
    ],
    [
      'no rule id: no title',
      [fileWith('a.mdx', [{ severity: 'warn', reason: 'Something', place: span(1, 1, 1, 2) }])],
      '::warning file=a.mdx,line=1,col=1,endLine=1,endColumn=2::Something\n'
    ],
    [
      'a message escapes %, CR and LF, and keeps : and ,',
      [fileWith('a.mdx', [{ ruleId: 'mdx-syntax', severity: 'error', reason: '100% sure:\r\nline two, and three\n', place: span(1, 1, 1, 2) }])],
      '::error file=a.mdx,line=1,col=1,endLine=1,endColumn=2,title=mdx-syntax::100%25 sure:%0D%0Aline two, and three%0A\n'
    ],
    [
      'properties also escape : and ,',
      [fileWith('docs/a,b:c%d\ne.mdx', [{ ruleId: 'plugin:rule,x', severity: 'error', reason: 'm', place: span(2, 1, 2, 3) }])],
      '::error file=docs/a%2Cb%3Ac%25d%0Ae.mdx,line=2,col=1,endLine=2,endColumn=3,title=plugin%3Arule%2Cx::m\n'
    ],
    ['clean files: nothing at all', [fileWith('docs.json', []), fileWith('index.mdx', [])], '']
  ])('%s', (_name, files, expected) => {
    expect(github(files)).toBe(expected)
  })

  it('--quiet keeps the errors only', () => {
    const file = fileWith('docs.json', [
      { ruleId: 'config-schema', severity: 'error', reason: 'Bad', place: span(2, 11, 2, 13) },
      { ruleId: 'config-unknown-key', severity: 'warn', reason: 'Unknown', place: span(3, 3, 3, 14) }
    ])
    expect(github([file], true)).toBe('::error file=docs.json,line=2,col=11,endLine=2,endColumn=13,title=config-schema::Bad\n')
  })

  it('an absolute path is made relative to the folder docslint ran in', () => {
    const file = fileWith('/repo/docs/guides/intro.mdx', [{ ruleId: 'mdx-syntax', severity: 'error', reason: 'x', place: span(1, 1, 1, 2) }])
    expect(github([file])).toBe('::error file=docs/guides/intro.mdx,line=1,col=1,endLine=1,endColumn=2,title=mdx-syntax::x\n')
  })
})
