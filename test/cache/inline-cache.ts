import { readFileSync, writeFileSync } from 'node:fs'

/**
 * Rewrites a cache file (src/cache/cache-layout.ts) as one line a result, each with its data in the line: no data
 * part and no journal (the last line of an id wins, a dropped id is left out). docslint reads this form as it reads
 * the one it writes; a test can then read and edit a page's line as one line of text.
 */
export function inlineCacheData(file: string): void {
  // latin1: one character a byte, as the data part's offsets count.
  const text = readFileSync(file, 'latin1')
  const headerEnd = text.indexOf('\n')
  if (headerEnd === -1) return
  // Without a data part (a file inlined before, added to since), every line holds its data.
  const separator = text.indexOf('\nDATA\t', headerEnd)
  const separatorEnd = separator === -1 ? text.length : text.indexOf('\n', separator + 1)
  const dataStart = separatorEnd + 1
  const dataEnd = separator === -1 ? text.length : dataStart + Number(text.slice(separator + '\nDATA\t'.length, separatorEnd))
  const withData = (line: string) => {
    const fields = line.split('\t')
    const at = /^@(\d+):(\d+)$/.exec(fields[6] ?? '')
    if (at) fields[6] = text.slice(dataStart + Number(at[1]), dataStart + Number(at[1]) + Number(at[2]))
    return fields
  }
  const lines = new Map<string, string[]>()
  for (const line of [...text.slice(headerEnd + 1, separator === -1 ? text.length : separator).split('\n'), ...text.slice(dataEnd).split('\n')].filter(Boolean)) {
    const fields = withData(line)
    if (fields[1] === '-') lines.delete(fields[0])
    else lines.set(fields[0], fields)
  }
  writeFileSync(file, [text.slice(0, headerEnd), ...[...lines.values()].map((fields) => fields.join('\t')), ''].join('\n'), 'latin1')
}
