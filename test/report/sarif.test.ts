import { describe, expect, it } from '@jest/globals'
import type { Log, Region, Result } from 'sarif'
import type { VFile } from 'vfile'
import { formatReport } from '../../src/report/index.js'
import { packageJson } from '../../src/util/package.js'
import { fileWith, span, type MessageSpec } from './files.js'
import { sarifSchemaErrors } from './sarif-schema.js'

function sarif(files: VFile[], quiet = false): Log {
  return JSON.parse(formatReport(files, { format: 'sarif', color: false, quiet, verbose: false })) as Log
}

const docsUrl = (id: string) => `https://github.com/docslint/docslint/blob/main/docs/rules/${id}.md`

describe('--format sarif', () => {
  it('is a SARIF 2.1.0 log naming docslint and describing every rule that reported, once, by id', () => {
    const log = sarif([
      fileWith('docs.json', [
        { ruleId: 'config-unknown-key', severity: 'warn', reason: 'Unknown key', place: span(3, 3, 3, 14) },
        { ruleId: 'config-schema', severity: 'error', reason: 'Bad type', place: span(2, 11, 2, 13) },
        { ruleId: 'config-schema', severity: 'error', reason: 'Bad colour', place: span(5, 16, 5, 23) }
      ]),
      fileWith('index.mdx', [{ ruleId: 'remark-lint:no-dead-urls', severity: 'info', reason: 'Plugin says', place: span(1, 1, 1, 2) }])
    ])
    expect(sarifSchemaErrors(log)).toEqual([])
    expect(log.$schema).toBe('https://json.schemastore.org/sarif-2.1.0.json')
    expect(log.version).toBe('2.1.0')
    const [run] = log.runs
    expect(run.columnKind).toBe('utf16CodeUnits')
    expect(run.tool.driver).toEqual({
      name: 'docslint',
      version: packageJson.version,
      informationUri: 'https://github.com/docslint/docslint',
      rules: [
        {
          id: 'config-schema',
          shortDescription: { text: 'docs.json values must match the schema: types, enums, hex colours, required keys' },
          helpUri: docsUrl('config-schema'),
          defaultConfiguration: { level: 'error' }
        },
        {
          id: 'config-unknown-key',
          shortDescription: { text: 'docs.json keys must be known to the schema' },
          helpUri: docsUrl('config-unknown-key'),
          defaultConfiguration: { level: 'warning' }
        },
        // A rule docslint does not know (a plugin's) is described by its id alone.
        { id: 'remark-lint:no-dead-urls' }
      ]
    })
    expect(run.results?.map((result) => [result.ruleId, result.ruleIndex, result.level])).toEqual([
      ['config-unknown-key', 1, 'warning'],
      ['config-schema', 0, 'error'],
      ['config-schema', 0, 'error'],
      ['remark-lint:no-dead-urls', 2, 'note']
    ])
  })

  /** A result with one location, as docslint writes them; `ruleIndex` is 0 as each case reports one rule. */
  function result(level: Result.level, text: string, uri: string, region?: Region, ruleId?: string): Result {
    const artifactLocation = { uri, uriBaseId: '%SRCROOT%' }
    return {
      ...(ruleId && { ruleId, ruleIndex: 0 }),
      level,
      message: { text },
      locations: [{ physicalLocation: { artifactLocation, ...(region && { region }) } }]
    }
  }

  it.each<[string, string, MessageSpec, Result]>([
    [
      'an error with its region',
      'docs/index.mdx',
      { ruleId: 'mdx-syntax', severity: 'error', reason: 'Cannot parse MDX', place: span(8, 9, 8, 13) },
      result('error', 'Cannot parse MDX', 'docs/index.mdx', { startLine: 8, startColumn: 9, endLine: 8, endColumn: 13 }, 'mdx-syntax')
    ],
    [
      'info is a note; a point ends where it starts',
      'docs.json',
      { ruleId: 'config-deprecated', severity: 'info', reason: 'Deprecated', place: { line: 12, column: 5 } },
      result('note', 'Deprecated', 'docs.json', { startLine: 12, startColumn: 5, endLine: 12, endColumn: 5 }, 'config-deprecated')
    ],
    [
      'the missing docs.json of config-missing: where it belongs',
      'guides/docs.json',
      { ruleId: 'config-missing', severity: 'error', reason: 'No docs.json found in `guides`', place: { line: 1, column: 1 } },
      result('error', 'No docs.json found in `guides`', 'guides/docs.json', { startLine: 1, startColumn: 1, endLine: 1, endColumn: 1 }, 'config-missing')
    ],
    [
      'no place: no region; no rule id: no rule; file names percent-encoded',
      'a b/#1?.mdx',
      { severity: 'warn', reason: 'Something' },
      result('warning', 'Something', 'a%20b/%231%3F.mdx')
    ]
  ])('%s', (_name, filePath, message, expected) => {
    const log = sarif([fileWith(filePath, [message])])
    expect(sarifSchemaErrors(log)).toEqual([])
    expect(log.runs[0].results).toEqual([expected])
  })

  it('a clean check is a valid log with no rules and no results', () => {
    const log = sarif([fileWith('docs.json', [])])
    expect(sarifSchemaErrors(log)).toEqual([])
    expect(log.runs[0].tool.driver.rules).toEqual([])
    expect(log.runs[0].results).toEqual([])
  })

  it('--quiet leaves out the warnings and their rules', () => {
    const log = sarif(
      [
        fileWith('docs.json', [
          { ruleId: 'config-schema', severity: 'error', reason: 'Bad', place: span(2, 11, 2, 13) },
          { ruleId: 'config-unknown-key', severity: 'warn', reason: 'Unknown', place: span(3, 3, 3, 14) }
        ])
      ],
      true
    )
    expect(log.runs[0].tool.driver.rules?.map((rule) => rule.id)).toEqual(['config-schema'])
    expect(log.runs[0].results?.map((result) => result.ruleId)).toEqual(['config-schema'])
  })

  it('the schema check fails on a log that breaks the schema', () => {
    const log = sarif([fileWith('docs.json', [{ ruleId: 'config-schema', severity: 'error', reason: 'Bad', place: span(2, 11, 2, 13) }])])
    delete (log.runs[0].results?.[0] as Partial<Result>).message
    log.runs[0].results![0].locations![0].physicalLocation!.artifactLocation!.uri = 'not a uri reference'
    expect(sarifSchemaErrors(log)).toEqual(expect.arrayContaining([
      "/runs/0/results/0 must have required property 'message'",
      '/runs/0/results/0/locations/0/physicalLocation/artifactLocation/uri must match format "uri-reference"'
    ]))
  })
})
