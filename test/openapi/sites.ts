import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

/** A site in a fresh temporary folder, from its files' paths and contents. */
export function siteWith(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'docslint-openapi-'))
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true })
    writeFileSync(path.join(root, name), text)
  }
  return root
}
