import { expect } from '@jest/globals'
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { CheckOptions } from '../../src/engine.js'
import { jsonReport } from './json-report.js'

/** The site a cache test works on, read anew at each call: a test's `beforeEach` makes a fresh copy. */
export interface CachedSite {
  root: string
  cacheFile: string
  notices: string[]
}

/** Checks of a copied site with and without the result cache, and edits of its files, for the tests that compare them. */
export function cachedChecks(site: () => CachedSite) {
  const report = (options: CheckOptions = {}) => jsonReport(site().root, options)
  const cached = () => report({ cache: true, cacheLocation: site().cacheFile, notice: (line) => site().notices.push(line) })
  /** The cached report, which must be the report of a cold check. */
  const expectCachedAsCold = async (): Promise<string> => {
    const withCache = await cached()
    expect(withCache).toBe(await report())
    return withCache
  }
  const at = (file: string) => path.join(site().root, file)
  const edit = (file: string, change: (text: string) => string) => writeFileSync(at(file), change(readFileSync(at(file), 'utf8')))
  return { report, cached, expectCachedAsCold, at, edit }
}
