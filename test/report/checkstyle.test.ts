import { describe, expect, it } from '@jest/globals'
import type { VFile } from 'vfile'
import { formatReport } from '../../src/report/index.js'
import { docsUrl, fileWith, sampleFiles, span } from './files.js'
import { xmlSchemaErrors, xmlString } from './xml-schema.js'

const checkstyle = (files: VFile[], quiet = false) => formatReport(files, { format: 'checkstyle', color: false, quiet, verbose: false })

describe('--format checkstyle: a file element per file, an error element per message', () => {
  const files = sampleFiles()

  it('writes the report exactly so, valid against the schema', async () => {
    const report = checkstyle(files)
    expect(report).toBe(`<?xml version="1.0" encoding="UTF-8"?>
<checkstyle version="4.3">
  <file name="docs/docs.json">
    <error line="2" column="11" severity="error" message="\`name\` must be a string (2:11-2:13, ${docsUrl('config-schema')})" source="config-schema"/>
    <error line="4" column="3" severity="warning" message="Unknown key \`colour\` (4:3-4:11, ${docsUrl('config-unknown-key')})" source="config-unknown-key"/>
    <error line="12" column="5" severity="info" message="Deprecated (12:5-12:5, ${docsUrl('config-deprecated')})" source="config-deprecated"/>
  </file>
  <file name="docs/index.mdx"/>
  <file name="docs/other.mdx">
    <error severity="warning" message="A plugin without a rule id or place"/>
  </file>
</checkstyle>
`)
    expect(await xmlSchemaErrors(report, 'checkstyle')).toEqual([])
  })

  it('--quiet keeps the errors only', async () => {
    const report = checkstyle(files, true)
    expect(await xmlString(report, 'count(//error)')).toBe('1')
    expect(await xmlSchemaErrors(report, 'checkstyle')).toEqual([])
  })

  it('the schema test is not a formality: it rejects a severity Checkstyle does not know', async () => {
    const report = checkstyle(files).replace('severity="info"', 'severity="note"')
    expect(await xmlSchemaErrors(report, 'checkstyle')).toEqual([expect.stringContaining("attribute 'severity': [facet 'enumeration']")])
  })

  describe('escaping: what a parser reads back is what was reported', () => {
    const reason = 'Use `<Frame>` & "quotes" or \'these\' ]]> here,\r\nthen\ta tab; escape\u001B, lone \uDC00 half, 😀'
    const filePath = 'docs/a & b <"c">.mdx'
    const report = checkstyle([fileWith(filePath, [{ ruleId: 'plugin:<x>&"y"', severity: 'error', reason, place: span(1, 2, 3, 4) }])])
    const readable = reason.replace('\u001B', '\\u001B').replace('\uDC00', '\\uDC00')

    it('is well-formed and valid', async () => {
      expect(await xmlSchemaErrors(report, 'checkstyle')).toEqual([])
    })

    it.each([
      ['the message, with the end of the span', '//error/@message', `${readable} (1:2-3:4)`],
      ['the file name', '//file/@name', filePath],
      ['the source, the rule id', '//error/@source', 'plugin:<x>&"y"']
    ])('%s', async (_name, xpath, expected) => {
      expect(await xmlString(report, xpath)).toBe(expected)
    })
  })
})
