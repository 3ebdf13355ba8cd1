import { describe, expect, it } from '@jest/globals'
import { failureSummary, FIRST_FINDINGS, summaryMarkdown } from '../../src/action/summary.js'
import { fileWith, span } from '../report/files.js'

const source = { server: 'https://github.com', repository: 'acme/docs', sha: 'abc123' }
const docs = (id: string) => `https://github.com/docslint/docslint/blob/main/docs/rules/${id}.md`

describe('the job summary', () => {
  it('says a clean check is clean', () => {
    expect(summaryMarkdown({ files: [fileWith('docs.json', []), fileWith('index.mdx', [])], source })).toBe(
      '### docslint\n\nNo problems found in 2 files.\n'
    )
  })

  it('counts by rule and lists the findings, errors first, linked to their lines', () => {
    const files = [
      fileWith('docs/docs.json', [
        { ruleId: 'config-unknown-key', severity: 'warn', reason: 'Unknown key `colour`', place: span(4, 3, 4, 11) },
        { ruleId: 'config-schema', severity: 'error', reason: '`name` must be a string', place: span(2, 11, 2, 13) }
      ]),
      fileWith('docs/my page.mdx', [{ ruleId: 'mdx-syntax', severity: 'error', reason: 'Cannot parse MDX', place: span(8, 9, 8, 13) }]),
      fileWith('docs/index.mdx', [])
    ]
    expect(summaryMarkdown({ files, source })).toBe(
      [
        '### docslint',
        '',
        '2 errors and 1 warning in 2 of 3 files.',
        '',
        '| Rule | Errors | Warnings | Info |',
        '| :- | -: | -: | -: |',
        `| [\`config-schema\`](${docs('config-schema')}) | 1 | 0 | 0 |`,
        `| [\`mdx-syntax\`](${docs('mdx-syntax')}) | 1 | 0 | 0 |`,
        `| [\`config-unknown-key\`](${docs('config-unknown-key')}) | 0 | 1 | 0 |`,
        '',
        'Findings, errors first:',
        '',
        '| Where | Severity | Rule | Message |',
        '| :- | :- | :- | :- |',
        `| [docs/docs.json:2:11](https://github.com/acme/docs/blob/abc123/docs/docs.json#L2) | error | [\`config-schema\`](${docs('config-schema')}) | \`name\` must be a string |`,
        `| [docs/my page.mdx:8:9](https://github.com/acme/docs/blob/abc123/docs/my%20page.mdx#L8) | error | [\`mdx-syntax\`](${docs('mdx-syntax')}) | Cannot parse MDX |`,
        `| [docs/docs.json:4:3](https://github.com/acme/docs/blob/abc123/docs/docs.json#L4) | warning | [\`config-unknown-key\`](${docs('config-unknown-key')}) | Unknown key \`colour\` |`,
        ''
      ].join('\n')
    )
  })

  it('keeps a message with | and line breaks inside its table cell; without the commit, places are plain text', () => {
    const files = [fileWith('a.mdx', [{ ruleId: 'plugin-rule', severity: 'info', reason: 'Use `a|b` or c|d\nnot *this*', place: span(1, 1, 1, 2) }])]
    expect(summaryMarkdown({ files }).split('\n').slice(-2)).toEqual(['| a.mdx:1:1 | info | `plugin-rule` | Use `a\\|b` or c\\|d not *this* |', ''])
  })

  it(`lists the first ${FIRST_FINDINGS} findings and says how many there are`, () => {
    const messages = Array.from({ length: 25 }, (_, index) => ({
      ruleId: 'config-schema',
      severity: 'error' as const,
      reason: `Problem ${index + 1}`,
      place: span(index + 1, 1, index + 1, 2)
    }))
    const summary = summaryMarkdown({ files: [fileWith('docs.json', messages)], source })
    expect(summary).toContain(
      'The first 20 of 25 findings, errors first (all of them are in the annotations and the SARIF file):'
    )
    expect(summary.match(/^\| \[docs\.json:/gm)).toHaveLength(FIRST_FINDINGS)
    expect(summary).toContain('| Problem 20 |')
    expect(summary).not.toContain('| Problem 21 |')
  })

  it('says why the check failed besides its errors', () => {
    const files = [fileWith('docs.json', [{ ruleId: 'config-unknown-key', severity: 'warn', reason: 'Unknown', place: span(1, 1, 1, 2) }])]
    const summary = summaryMarkdown({ files, failure: 'docslint found too many warnings (1; the maximum is 0)' })
    expect(summary.split('\n').slice(0, 6)).toEqual([
      '### docslint',
      '',
      '1 warning in 1 of 1 file.',
      '',
      'docslint found too many warnings (1; the maximum is 0)',
      ''
    ])
  })

  it("splits a pull request's findings into those it introduces and those already there", () => {
    const files = [
      fileWith('docs/guide.mdx', [
        { ruleId: 'link-broken', severity: 'error', reason: 'Link `/deploy` is broken', place: span(8, 6, 8, 23) },
        { ruleId: 'link-broken', severity: 'error', reason: 'Link `/old` is broken', place: span(10, 5, 10, 25) }
      ])
    ]
    const changes = {
      root: '/repo',
      base: { sha: 'a'.repeat(40), label: 'a'.repeat(40) },
      staged: false,
      changes: [{ status: 'modified' as const, path: 'docs/guide.mdx' }],
      alreadyThere: new Set([files[0].messages[1]])
    }
    const summary = summaryMarkdown({ files, changes, note: 'A note on the run.' }).split('\n')
    expect(summary.slice(0, 7)).toEqual([
      '### docslint',
      '',
      'A note on the run.',
      '',
      'Changes since aaaaaaaaaaaa: 1 file added, modified, renamed or deleted. Reported: the changed files, and the problems the changes bring to other files.',
      '',
      '2 errors in 1 of 1 file.'
    ])
    expect(summary.filter((line) => line.startsWith('####') || line.startsWith('| docs/'))).toEqual([
      '#### Introduced by this change (1)',
      `| docs/guide.mdx:8:6 | error | [\`link-broken\`](${docs('link-broken')}) | Link \`/deploy\` is broken |`,
      '#### Already there (1)',
      `| docs/guide.mdx:10:5 | error | [\`link-broken\`](${docs('link-broken')}) | Link \`/old\` is broken |`
    ])
  })

  it('says a pull request without problems of its own has none', () => {
    const files = [fileWith('docs/guide.mdx', [{ ruleId: 'link-broken', severity: 'error', reason: 'Link `/old` is broken', place: span(10, 5, 10, 25) }])]
    const changes = { root: '/repo', base: { sha: 'b'.repeat(40), label: 'main' }, staged: false, changes: [], alreadyThere: new Set(files[0].messages) }
    const summary = summaryMarkdown({ files, changes })
    expect(summary).toContain('Changes since main: 0 files added')
    expect(summary).toContain('#### Introduced by this change (0)\n\nNone.\n\n#### Already there (1)')
  })

  it('says why a run could not check', () => {
    expect(failureSummary('No such file or folder: `docs`')).toBe('### docslint\n\ndocslint could not run: No such file or folder: `docs`\n')
  })
})
