import { describe, expect, it } from '@jest/globals'
import type { VFile } from 'vfile'
import { formatReport } from '../../src/report/index.js'
import { docsUrl, fileWith, sampleFiles, span } from './files.js'
import { xmlSchemaErrors, xmlString } from './xml-schema.js'

const junit = (files: VFile[], quiet = false) => formatReport(files, { format: 'junit', color: false, quiet, verbose: false })

describe('--format junit: a suite per file, a test case per message', () => {
  const files = sampleFiles()

  it('writes the report exactly so, valid against Jenkins’ JUnit schema', async () => {
    const report = junit(files)
    expect(report).toBe(`<?xml version="1.0" encoding="UTF-8"?>
<testsuites name="docslint" tests="5" failures="3" errors="0">
  <testsuite name="docs/docs.json" tests="3" failures="2" errors="0">
    <testcase name="docs/docs.json:2:11 config-schema" classname="docs/docs.json">
      <failure type="error" message="\`name\` must be a string">error: \`name\` must be a string
  at docs/docs.json:2:11-2:13
  rule: config-schema ${docsUrl('config-schema')}</failure>
    </testcase>
    <testcase name="docs/docs.json:4:3 config-unknown-key" classname="docs/docs.json">
      <failure type="warning" message="Unknown key \`colour\`">warning: Unknown key \`colour\`
  at docs/docs.json:4:3-4:11
  rule: config-unknown-key ${docsUrl('config-unknown-key')}</failure>
    </testcase>
    <testcase name="docs/docs.json:12:5 config-deprecated" classname="docs/docs.json">
      <system-out>info: Deprecated
  at docs/docs.json:12:5-12:5
  rule: config-deprecated ${docsUrl('config-deprecated')}</system-out>
    </testcase>
  </testsuite>
  <testsuite name="docs/index.mdx" tests="1" failures="0" errors="0">
    <testcase name="docs/index.mdx" classname="docs/index.mdx"/>
  </testsuite>
  <testsuite name="docs/other.mdx" tests="1" failures="1" errors="0">
    <testcase name="docs/other.mdx" classname="docs/other.mdx">
      <failure type="warning" message="A plugin without a rule id or place">warning: A plugin without a rule id or place
  at docs/other.mdx</failure>
    </testcase>
  </testsuite>
</testsuites>
`)
    expect(await xmlSchemaErrors(report, 'junit')).toEqual([])
  })

  it('names each case once in its file: a second message of a rule at the same place is counted', async () => {
    const report = junit([
      fileWith('docs.json', [
        { ruleId: 'config-schema', severity: 'error', reason: 'One', place: span(2, 3, 2, 5) },
        { ruleId: 'config-schema', severity: 'error', reason: 'Two', place: span(2, 3, 2, 5) }
      ])
    ])
    expect(await xmlString(report, '//testcase[2]/@name')).toBe('docs.json:2:3 config-schema (2)')
  })

  it('--quiet keeps the errors only; a file with warnings only is then a passing case', async () => {
    const report = junit(files, true)
    expect(await xmlString(report, '/testsuites/@tests')).toBe('3')
    expect(await xmlString(report, '/testsuites/@failures')).toBe('1')
    expect(await xmlString(report, 'count(//failure[@type="warning"])')).toBe('0')
    expect(await xmlSchemaErrors(report, 'junit')).toEqual([])
  })

  it('no files: an empty, valid report', async () => {
    const report = junit([])
    expect(report).toBe('<?xml version="1.0" encoding="UTF-8"?>\n<testsuites name="docslint" tests="0" failures="0" errors="0"/>\n')
    expect(await xmlSchemaErrors(report, 'junit')).toEqual([])
  })

  describe('escaping: what a parser reads back is what was reported', () => {
    const reason = 'Use `<Frame>` & "quotes" or \'these\' ]]> here,\r\nthen\ta tab; bell\u0007, NUL\u0000, lone \uD800 half, 😀'
    const filePath = 'docs/a & b <"c">.mdx'
    const report = junit([fileWith(filePath, [{ ruleId: 'plugin:<x>&"y"', severity: 'error', reason, place: span(1, 2, 3, 4) }])])
    // XML 1.0 cannot hold these characters at all; they are written as their JavaScript escapes.
    const readable = reason.replace('\u0007', '\\u0007').replace('\u0000', '\\u0000').replace('\uD800', '\\uD800')

    it('is well-formed and valid', async () => {
      expect(await xmlSchemaErrors(report, 'junit')).toEqual([])
    })

    it.each([
      ['the failure message', '//failure/@message', readable],
      ['the suite name', '//testsuite/@name', filePath],
      ['the case name', '//testcase/@name', `${filePath}:1:2 plugin:<x>&"y"`],
      ['the failure text', '//failure', `error: ${readable}\n  at ${filePath}:1:2-3:4\n  rule: plugin:<x>&"y"`]
    ])('%s', async (_name, xpath, expected) => {
      expect(await xmlString(report, xpath)).toBe(expected)
    })
  })
})
