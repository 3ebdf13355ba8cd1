/**
 * The warm path of a check with a result cache: the pages whose file stamp and context stamp are those their
 * cached result was made under (src/cache/context.ts) become files here, with their messages, facts and rule
 * setup, without unified-engine reading, configuring or processing them. The site stage reads them as it
 * reads any checked page.
 */
import path from 'node:path'
import { VFile } from 'vfile'
import { applyPageResult } from '../page/result.js'
import { isPagePath } from '../page/kind.js'
import type { PageCache } from './page-cache.js'
import type { StringPool } from '../util/string-pool.js'
import type { EngineInput } from '../discovery.js'

/**
 * Splits the inputs into the pages the cache holds unchanged, as checked files, and the rest, for the engine.
 * Only inputs given by path can be unchanged: a file given with its text (an editor's buffer, a link out of
 * the site, a file over the size limit) is always processed.
 */
export function takeUnchangedPages(inputs: EngineInput[], cache: PageCache, strings: StringPool, cwd: string): { unchanged: VFile[]; rest: EngineInput[] } {
  const unchanged: VFile[] = []
  const rest: EngineInput[] = []
  for (const input of inputs) {
    const file = typeof input === 'string' && isPagePath(input) ? fileFromCache(input, cache, strings, cwd) : undefined
    if (file) unchanged.push(file)
    else rest.push(input)
  }
  return { unchanged, rest }
}

/** The page as unified-engine and the processor would have left it: named from `cwd`, its result applied, its text let go. */
function fileFromCache(given: string, cache: PageCache, strings: StringPool, cwd: string): VFile | undefined {
  const absolute = path.resolve(cwd, given)
  const kept = cache.unchanged(absolute)
  if (!kept) return undefined
  const file = new VFile({ path: path.relative(cwd, absolute), cwd, value: '' })
  file.data.unifiedEngineGiven = true
  file.data.ruleSetup = kept.setup
  applyPageResult(file, strings.shared(kept.result))
  return file
}
