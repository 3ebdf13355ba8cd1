/**
 * What a fuzz case is: the files that differ from the example site (examples/acme), and, for the families that
 * attack the process rather than the parsers, entries that are no text file (links, FIFOs, huge sparse files),
 * more command-line arguments, a damage done to the cache between runs, or the frames sent to the language
 * server. A case is plain JSON, so that a defect it finds is kept as a regression case (test/fuzz/cases/).
 */

/** The families whose cases are a site of text files, checked (and sometimes built) once. */
export const SITE_FAMILIES = ['mdx', 'frontmatter', 'docs-json', 'docs-json-current', 'openapi', 'tool-config', 'redirects'] as const
/** The families of issue 32: special files in the tool's own places, a damaged cache, fanning-out specs, the LSP's framing. */
export const PROCESS_FAMILIES = ['tool-config-links', 'cache-entries', 'openapi-fanout', 'lsp-framing'] as const
export const FAMILIES = [...SITE_FAMILIES, ...PROCESS_FAMILIES] as const
export type Family = (typeof FAMILIES)[number]

/**
 * An entry that is no text file. `link`: a symbolic link to this target (`{outside}`, `{site}` stand for the
 * case's folders; `/dev/zero` and the like are links to the machine's devices, which are only ever read, never
 * the devices themselves); `fifo`: a named pipe; `folder`: an empty folder; `sparse`: a file of this many
 * bytes that takes no room on disk.
 */
export type SpecialEntry = { link: string } | { fifo: true } | { folder: true } | { sparse: number }

/**
 * A damage done to the cache file after the first check: to its header line, to the n-th page's line (modulo
 * their number), to the OpenAPI spec's line, or to the whole file; to one tab-separated field of the line (4:
 * the result) or the whole line. The new text is given (`{site}`, `{outside}` stand for the case's folders),
 * or the old one cut at a fraction of its length, changed by `mutateJson` with a seed, or replaced by bytes.
 */
export interface CacheDamage {
  /** `data`: the n-th line of the data part (field: the n); `journal`: a page's line added at the end, damaged as `edit` says. */
  where: 'header' | 'spec' | 'file' | 'data' | 'journal' | number
  field?: number
  edit: { text: string } | { cut: number } | { mutate: number } | { bytes: string }
}

/**
 * What is written to the language server at once: the header (its blank line included; `{length}` stands for
 * the body's length in bytes), then the body (UTF-8; `{site}` stands for the site's folder), less `cut` bytes
 * at the end.
 */
export interface LspFrame {
  header: string
  body: string
  cut?: number
}

export interface FuzzCase {
  family: Family
  /** Files that differ from the example site, by path from its root; `null` deletes one. */
  files: Record<string, string | null>
  /** Entries that are no text file, by path from the case's folder (`site/...`, `outside/...`). */
  entries?: Record<string, SpecialEntry>
  /** Arguments added to the command line (`{site}`, `{outside}`, `{cache}` stand for the case's folders). */
  args?: string[]
  /** Also build the preview from the checked site. */
  build: boolean
  /** cache-entries: what is done to the cache between the first check and the next two. */
  cacheDamage?: CacheDamage
  /** lsp-framing: what is written to the language server after `initialize`, and where it is asked to answer. */
  frames?: (LspFrame | 'probe')[]
  /** How it was made: `seed/index`. */
  origin: string
}
