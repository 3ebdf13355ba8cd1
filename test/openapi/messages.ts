import path from 'node:path'
import { check } from '../../src/engine.js'
import { toFinding } from '../helpers.js'

/** `file line:column-line:column rule severity: reason` for every message of a check. */
export async function messages(root: string, paths = [root], options: Parameters<typeof check>[0] = {}): Promise<string[]> {
  const files = await check({ paths, cwd: root, ...options })
  return files.flatMap((file) =>
    file.messages.map((message) => {
      const { at, ruleId, severity, reason } = toFinding(message)
      return `${path.relative(root, path.resolve(file.cwd, file.path))} ${at} ${ruleId} ${severity}: ${reason}`
    })
  )
}
