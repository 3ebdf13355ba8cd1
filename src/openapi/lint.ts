/**
 * @redocly/openapi-core's problems as docslint keeps them: the rule, the severity, the reason with redocly's
 * suggestion, and the place in the file the problem is in (`getLineColLocation` turns redocly's JSON pointers
 * into lines and columns, building the file's syntax tree on first use).
 */
import { getLineColLocation, type Document, type LineColLocationObject, type NormalizedProblem } from '@redocly/openapi-core'
import type { Position } from 'unist'
import { codeList } from '../util/suggest.js'
import type { SpecProblem } from './model.js'
import type { RefCycle } from './cycles.js'

/** How a `$ref` that was not fetched (`--offline`) is explained; such problems are information only. */
export const NOT_FETCHED_OFFLINE = 'not fetched (`--offline`)'

export function toSpecProblem(problem: NormalizedProblem, document: Document): SpecProblem {
  const location = problem.location[0] ?? { source: document.source, pointer: '#/' }
  const suggestions = problem.suggest.slice(0, 3)
  return {
    rule: problem.ruleId,
    severity: problem.severity,
    reason: suggestions.length > 0 ? `${problem.message.replace(/\.?$/, '.')} Did you mean ${codeList(suggestions)}?` : problem.message + versionNote(problem, document),
    location: location.source.absoluteRef,
    place: placeOf(getLineColLocation(location)),
    ...(suggestions.length > 0 && { expected: suggestions }),
    ...(problem.ruleId === 'no-unresolved-refs' && problem.message.endsWith(NOT_FETCHED_OFFLINE) && { offline: true })
  }
}

/**
 * What redocly's message leaves unsaid where a keyword belongs to the other OpenAPI version: `nullable` is
 * OpenAPI 3.0's; in 3.1 (JSON Schema) a schema lists `"null"` among its types, and tools that follow 3.1 ignore it.
 */
function versionNote(problem: NormalizedProblem, document: Document): string {
  const version = (document.parsed as { openapi?: unknown } | undefined)?.openapi
  if (problem.ruleId !== 'struct' || !/^Property `nullable` is not expected here/.test(problem.message) || !/^3\.1\./.test(String(version))) return ''
  return ' OpenAPI 3.1 has no `nullable` (it is 3.0\'s): list `"null"` among the types instead (`type: [string, "null"]`)'
}

/** A `$ref` alias cycle, reported as redocly reports a `$ref` it cannot resolve, on the `$ref` that was broken. */
export function cycleProblem(cycle: RefCycle, document: Document): SpecProblem {
  const path = [...cycle.refs, cycle.refs[0]].map((pointer) => `\`${pointer}\``).join(' → ')
  return {
    rule: 'no-unresolved-refs',
    severity: 'error',
    reason: `Can't resolve $ref: it never reaches a value, each \`$ref\` leading to the next (${path}); make one of them a definition`,
    location: document.source.absoluteRef,
    place: locate(document, `${cycle.broken}/$ref`)
  }
}

/** A cycle through other files, which docslint does not break: nothing else of the spec could be checked. */
export function externalCycleProblem(document: Document): SpecProblem {
  return {
    rule: 'no-unresolved-refs',
    severity: 'error',
    reason: "Can't resolve $ref: a `$ref` leads back to itself through other files and never reaches a value; the rest of the spec was not checked",
    location: document.source.absoluteRef,
    place: locate(document, '#/')
  }
}

/** Where a JSON pointer of the document is written: its value, or its key (`reportOnKey`). */
export function locate(document: Document, pointer: string, reportOnKey = false): Position {
  return placeOf(getLineColLocation({ source: document.source, pointer, reportOnKey }))
}

function placeOf(at: LineColLocationObject): Position {
  const start = { line: at.start.line, column: at.start.col }
  return { start, end: at.end ? { line: at.end.line, column: at.end.col } : start }
}
