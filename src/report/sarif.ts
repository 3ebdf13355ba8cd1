/**
 * `--format sarif`: a SARIF 2.1.0 log, the format of GitHub code scanning and other analysis dashboards.
 * https://docs.oasis-open.org/sarif/sarif/v2.1.0/sarif-v2.1.0.html
 */
import type { Location, Log, ReportingDescriptor, Result } from 'sarif'
import type { VFile } from 'vfile'
import type { VFileMessage } from 'vfile-message'
import { ruleMetaOf } from '../../rules/index.js'
import type { Severity } from '../rule.js'
import { packageJson } from '../util/package.js'
import { levelOf, pathToUri, relativePath, spanOf, type Level } from './message.js'

const SARIF_SCHEMA = 'https://json.schemastore.org/sarif-2.1.0.json'

/* SARIF's names for docslint's severities. */
const LEVELS: Record<Level, Result.level> = { error: 'error', warning: 'warning', info: 'note' }
const DEFAULT_LEVELS: Record<Severity, Result.level> = { error: 'error', warn: 'warning', info: 'note' }

/**
 * URIs are relative to `%SRCROOT%`, the folder docslint ran in, so the log points at the same files on any
 * machine (code scanning resolves them against the repository).
 */
export const SOURCE_ROOT = '%SRCROOT%'

export function formatSarif(files: VFile[]): string {
  const messages = files.flatMap((file) => file.messages.map((message) => ({ file, message })))
  const rules = describeRules(messages.map(({ message }) => message))
  const ruleIndex = new Map(rules.map((rule, index) => [rule.id, index]))
  const log: Log = {
    $schema: SARIF_SCHEMA,
    version: '2.1.0',
    runs: [
      {
        tool: {
          driver: { name: packageJson.name, version: packageJson.version, informationUri: packageJson.homepage, rules }
        },
        // vfile counts columns in JavaScript string units.
        columnKind: 'utf16CodeUnits',
        results: messages.map(({ file, message }) => toResult(file, message, ruleIndex))
      }
    ]
  }
  return `${JSON.stringify(log, undefined, 2)}\n`
}

/** Every rule that reported, by id; a rule docslint does not know (a plugin's) is described by its message. */
function describeRules(messages: VFileMessage[]): ReportingDescriptor[] {
  const byId = new Map<string, ReportingDescriptor>()
  for (const message of messages) {
    const id = message.ruleId
    if (!id || byId.has(id)) continue
    const meta = ruleMetaOf(id)
    byId.set(id, {
      id,
      ...(meta && { shortDescription: { text: meta.description } }),
      ...(message.url && { helpUri: message.url }),
      ...(meta && { defaultConfiguration: { level: DEFAULT_LEVELS[meta.severity] } })
    })
  }
  return [...byId.values()].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
}

function toResult(file: VFile, message: VFileMessage, ruleIndex: Map<string, number>): Result {
  const ruleId = message.ruleId ?? undefined
  return {
    ...(ruleId && { ruleId, ruleIndex: ruleIndex.get(ruleId) }),
    level: LEVELS[levelOf(message)],
    message: { text: message.reason },
    locations: [toLocation(file, message)]
  }
}

function toLocation(file: VFile, message: VFileMessage): Location {
  const span = spanOf(message)
  return {
    physicalLocation: {
      artifactLocation: { uri: pathToUri(relativePath(file)), uriBaseId: SOURCE_ROOT },
      ...(span && { region: span })
    }
  }
}
