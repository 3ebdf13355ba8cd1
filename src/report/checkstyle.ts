/**
 * `--format checkstyle`: Checkstyle's XML report, read by Jenkins' Warnings plugin, reviewdog, SonarQube,
 * Bitbucket and other code-quality tools: `<checkstyle version>` holding a `<file name>` per checked file
 * (clean files too, as Checkstyle writes them) and an `<error line column severity message source>` per message,
 * `source` being the rule id. The format has no end position and no link, so the message ends with both:
 * `Unknown key (3:3-3:14, https://.../config-unknown-key.md)`.
 */
import type { VFile } from 'vfile'
import type { VFileMessage } from 'vfile-message'
import { levelOf, relativePath, spanOf, spanText } from './message.js'
import { xmlDocument, type XmlElement } from './xml.js'

/* The version of the format that other tools (ESLint, Stylelint, JSHint) write and its readers expect. */
const CHECKSTYLE_VERSION = '4.3'

export function formatCheckstyle(files: VFile[]): string {
  return xmlDocument({
    name: 'checkstyle',
    attributes: { version: CHECKSTYLE_VERSION },
    children: files.map((file) => ({ name: 'file', attributes: { name: relativePath(file) }, children: file.messages.map(error) }))
  })
}

function error(message: VFileMessage): XmlElement {
  const span = spanOf(message)
  const extra = [span && spanText(span), message.url].filter(Boolean)
  return {
    name: 'error',
    attributes: {
      line: span?.startLine,
      column: span?.startColumn,
      // Checkstyle's severities are docslint's levels: error, warning, info.
      severity: levelOf(message),
      message: extra.length > 0 ? `${message.reason} (${extra.join(', ')})` : message.reason,
      source: message.ruleId ?? undefined
    }
  }
}
