import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { openCacheAt } from '../../src/cache/cache-file.js'
import { readHeader, readLines } from '../../src/cache/cache-layout.js'
import { parseLine } from '../../src/cache/cache-lines.js'

let folder: string
beforeEach(() => (folder = mkdtempSync(path.join(tmpdir(), 'docslint-layout-'))))
afterEach(() => rmSync(folder, { recursive: true, force: true }))

const HEADER = '{"format":"docslint-cache/9","version":"0","setups":{}}\n'
const DATA = '{"a":1}\n{"b":22}\n'

/** The file whose base is one line, its data field being `place`, and whose data part is DATA. */
const fileText = (place: string) => `${HEADER}"/site/page.mdx"\tkey\tmade\tsetup\thash\t[]\t${place}\nDATA\t${DATA.length}\n${DATA}`

/** The base's one line, as read from fileText(place). */
function baseLineWith(place: string) {
  const file = path.join(folder, 'cache')
  writeFileSync(file, fileText(place))
  const stored = openCacheAt(file)!
  try {
    const { header, scan } = readHeader(stored)
    return readLines(scan, header.length, parseLine).base[0]
  } finally {
    stored.close()
  }
}

describe("the place of a line's data in the data part (`@<offset>:<length>`)", () => {
  it.each([
    ['@0:7', 0, 7],
    ['@8:9', 8, 9],
    ['@0:17', 0, 17]
  ])('reads %s as offset %i, length %i from the data part', (place, offset, length) => {
    // Offsets count from the data part's start, after the line `DATA\t<bytes>`.
    const dataStart = fileText(place).length - DATA.length
    expect(baseLineWith(place)?.[1].data).toEqual({ at: dataStart + offset, length })
  })

  it.each([['@0:18x'], ['@:7'], ['@0:'], ['@0'], ['@-1:7'], ['@0:+7'], ['@0:1e1'], ['@1234567890123456:1'], ['@0:19'], ['@18:1'], ['@ 0:7']])('takes %s as damage: the line is not read', (place) => {
    expect(baseLineWith(place)).toBeUndefined()
  })
})
