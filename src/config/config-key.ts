/**
 * The key of docs.json's analysis: a hash of all it is made of besides docslint's version (the result cache's
 * header names the version). Its value, the settings made of it, and the places of the messages on it and on the
 * files it takes in with `$ref` are all decided by its text and theirs, under the check's size limit; the site
 * stage kept in the result cache is keyed by it (src/cache/site-record.ts), so an edit that keeps the value but
 * moves it (a line added above) makes the site rules run again.
 */
import { createHash } from 'node:crypto'
import path from 'node:path'
import type { VFile } from 'vfile'
import type { ConfigContext } from './rule.js'

export function configKeyOf(text: string, file: VFile, context: ConfigContext, limit: number): string {
  const hash = createHash('sha1').update(`${limit}\0${file.data.docslintByteOrderMark ? 'bom' : ''}\0${file.data.docslintFileSize ?? ''}\0`).update(text)
  const read = new Map((context.refFiles ?? []).map((ref) => [path.resolve(ref.cwd, ref.path), ref]))
  // Every file a ref names, in the order they were met; one that was not read is told by its path alone.
  for (const [absolute] of context.refStamps ?? []) {
    const ref = read.get(absolute)
    hash.update(`\0${absolute}\0`).update(ref ? createHash('sha1').update(String(ref.value ?? '')).digest('base64') : '-')
  }
  return hash.digest('base64')
}
