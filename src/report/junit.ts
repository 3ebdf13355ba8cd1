/**
 * `--format junit`: a JUnit XML report, the test-result format of Jenkins, GitLab, Azure Pipelines, CircleCI
 * and the test-report actions of GitHub, valid against Jenkins' JUnit schema (junit-4.xsd).
 *
 * One `<testsuite>` per checked file, named by its path, as ESLint, Stylelint and Spectral write theirs:
 * the file is what a writer opens and fixes, the CI pages then list the files that fail, reports of several
 * linters merge into one list, and a clean file is one passing test (so the totals count the files checked).
 * Suites by rule would hide where to go and could not show a clean file at all.
 *
 * Each message is a `<testcase>` named `path:line:column rule`, unique in its file (GitLab keeps one case per
 * name). Errors and warnings fail it with `<failure type="error|warning">` (Jenkins marks the build unstable,
 * GitLab lists the failed tests, while the exit status still says whether the check failed); info passes,
 * its message in `<system-out>`. Either way the element's text says everything: level, reason, start and
 * end, rule and docs URL.
 */
import type { VFile } from 'vfile'
import type { VFileMessage } from 'vfile-message'
import { levelOf, relativePath, spanOf, spanText } from './message.js'
import { xmlDocument, type XmlElement } from './xml.js'

export function formatJunit(files: VFile[]): string {
  const suites = files.map(testsuite)
  const total = (attribute: 'tests' | 'failures') => suites.reduce((sum, suite) => sum + Number(suite.attributes?.[attribute]), 0)
  return xmlDocument({
    name: 'testsuites',
    attributes: { name: 'docslint', tests: total('tests'), failures: total('failures'), errors: 0 },
    children: suites
  })
}

function testsuite(file: VFile): XmlElement {
  const filePath = relativePath(file)
  const names = new Map<string, number>()
  const cases =
    file.messages.length > 0
      ? file.messages.map((message) => testcase(filePath, message, names))
      : [{ name: 'testcase', attributes: { name: filePath, classname: filePath } }]
  const failures = cases.filter((element) => element.children?.[0].name === 'failure').length
  return { name: 'testsuite', attributes: { name: filePath, tests: cases.length, failures, errors: 0 }, children: cases }
}

function testcase(filePath: string, message: VFileMessage, names: Map<string, number>): XmlElement {
  const level = levelOf(message)
  const span = spanOf(message)
  const where = span ? `${filePath}:${span.startLine}:${span.startColumn}` : filePath
  const name = unique(message.ruleId ? `${where} ${message.ruleId}` : where, names)
  const details = [
    `${level}: ${message.reason}`,
    `  at ${span ? `${filePath}:${spanText(span)}` : filePath}`,
    ...(message.ruleId || message.url ? [`  rule: ${[message.ruleId, message.url].filter(Boolean).join(' ')}`] : [])
  ].join('\n')
  const outcome: XmlElement =
    level === 'info'
      ? { name: 'system-out', text: details }
      : { name: 'failure', attributes: { type: level, message: message.reason }, text: details }
  return { name: 'testcase', attributes: { name, classname: filePath }, children: [outcome] }
}

/** The name, or, when the file already has a case of that name, the name with its count: `... (2)`. */
function unique(name: string, names: Map<string, number>): string {
  const count = (names.get(name) ?? 0) + 1
  names.set(name, count)
  return count === 1 ? name : `${name} (${count})`
}
