import { describe, expect, it } from '@jest/globals'
import { execFileSync } from 'node:child_process'

describe('docs.json TypeScript types', () => {
  it('are generated from the schemas of both formats and up to date', () => {
    expect(() => execFileSync(process.execPath, ['scripts/schema-types.mjs', '--check'], { stdio: 'pipe' })).not.toThrow()
  })
})
