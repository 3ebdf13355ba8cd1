/**
 * Where a target is, as the editor opens it: a page's file at its start, or at the heading a fragment names;
 * a snippet's file; an operation where its spec defines it.
 */
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { Location, Range } from 'vscode-languageserver'
import type { Site } from '../site/model.js'
import { rangeOf } from './diagnostics.js'
import type { Target } from './targets.js'

const START: Range = { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } }

export function locationsOf(site: Site, target: Target): Location[] {
  if (target.kind === 'file') return [{ uri: uriOf(target.file), range: START }]
  if (target.kind === 'page') return [{ uri: uriOf(path.join(site.root, target.page.path)), range: target.section ? rangeOf(target.section.position) : START }]
  return target.endpoints.flatMap(({ spec, pointer }) => (spec.remote ? [] : [{ uri: uriOf(spec.location), range: spec.locate ? rangeOf(spec.locate(pointer)) : START }]))
}

/**
 * A document link's target: the file, with the line and column of the place in it as a `#L12,3` fragment,
 * which editors (VS Code among them) open at that place.
 */
export function linkTargetOf(location: Location): string {
  const { line, character } = location.range.start
  return line === 0 && character === 0 ? location.uri : `${location.uri}#L${line + 1},${character + 1}`
}

export const uriOf = (file: string): string => pathToFileURL(file).href
