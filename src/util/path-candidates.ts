import { SiblingSegments } from './sibling-segments.js'
import { addToList } from './lists-by-key.js'

/**
 * Paths to suggest from (a site's pages, `/guides/setup`), indexed for the two questions closestPath asks of
 * them: which lie inside a folder, and which differ from a path in one segment only. A large site with many
 * broken links asks them once per link; compared with every page each time, the suggestions of a site of
 * 5,000 pages cost as much as parsing it.
 */
export class PathCandidates {
  /** The distinct paths, in the order given. */
  readonly all: string[]
  /** Paths by each folder they are inside (`/guides/setup` under `/guides` and under ``, the root). */
  private readonly byFolder = new Map<string, string[]>()
  /** Each path's segment that was left out, by the path with it left out (`/guides/\0` for `/guides/setup`), with their number of segments. */
  private readonly bySegmentLeftOut = new Map<string, [segment: string, path: string][]>()
  /** The same, indexed for slips when first asked for (most are never asked for). */
  private readonly siblings = new Map<string, SiblingSegments<string>>()

  constructor(candidates: Iterable<string>) {
    this.all = [...new Set(candidates)]
    for (const candidate of this.all) {
      for (let slash = candidate.indexOf('/'); slash !== -1; slash = candidate.indexOf('/', slash + 1)) addToList(this.byFolder, candidate.slice(0, slash), candidate)
      const segments = candidate.split('/')
      segments.forEach((segment, index) => addToList(this.bySegmentLeftOut, leftOut(segments, index), [segment, candidate]))
    }
  }

  /** The paths inside `folder` (`/guides`: `/guides/setup`, `/guides/api/keys`), at any depth. */
  inside(folder: string): readonly string[] {
    return this.byFolder.get(folder) ?? []
  }

  /**
   * The paths alike in every segment but the one at `index` (`/guides/<any>` for index 2 of `/guides/setup`), by
   * that segment: the names a slip in it may have meant.
   */
  siblingsAt(segments: readonly string[], index: number): SiblingSegments<string> {
    const key = leftOut(segments, index)
    let siblings = this.siblings.get(key)
    if (siblings === undefined) {
      siblings = new SiblingSegments(this.bySegmentLeftOut.get(key) ?? [])
      this.siblings.set(key, siblings)
    }
    return siblings
  }
}

/** The segments joined with the one at `index` replaced by a character no path has, and their number first. */
function leftOut(segments: readonly string[], index: number): string {
  return `${segments.length}\u0000${segments.map((segment, at) => (at === index ? '\u0000' : segment)).join('/')}`
}
