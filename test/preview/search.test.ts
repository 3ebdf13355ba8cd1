import { describe, expect, it } from '@jest/globals'
import MiniSearch from 'minisearch'
import { pageSections } from '../../src/preview/search/sections.js'
import { CompactIndex } from '../../src/preview/search/compact-index.js'
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { termKey } from '../../src/preview/search/compact-index.js'
import { INDEX_OPTIONS, miniSearchJson, ScopedSearch, SEARCH_CALLBACK, SearchIndex, searchTerm, SECTIONS_PER_CHUNK, shardOfKey, TERM_SHARD_BYTES, type SearchFile, type SearchMeta } from '../../src/preview/search/index-file.js'
import { renderMdx } from './render.js'

describe('the sections of a page, as the search indexes them', () => {
  it('splits at h2-h4 headings with their ids; the text before the first heading is a section without one', () => {
    const content = renderMdx('Intro words.\n\n## Install\n\nRun `npm i`.\n\n- one\n- two\n\n### Deep\n\nMore.\n')
    expect(pageSections(content.main)).toEqual([
      { text: 'Intro words.' },
      { heading: 'Install', slug: 'install', text: 'Run npm i. one two' },
      { heading: 'Deep', slug: 'deep', text: 'More.' }
    ])
  })

  it('leaves out icons, copy buttons and the # beside headings, and keeps code and the text of every tab (not the tab labels, which are buttons)', () => {
    const content = renderMdx('## Use\n\n<Note>Careful.</Note>\n\n```bash\nacme deploy\n```\n\n<Tabs>\n<Tab title="A">First tab.</Tab>\n<Tab title="B">Second tab.</Tab>\n</Tabs>\n')
    // The library draws tab labels as list items (not buttons), so the index has them too.
    expect(pageSections(content.main)).toEqual([{ heading: 'Use', slug: 'use', text: 'Careful. bash acme deploy A B First tab. Second tab.' }])
  })

  it('ends a word after each part of a field line and a method badge (`queue string required`, not `queuestringrequired`)', () => {
    const content = renderMdx('## Body\n\n<ParamField body="queue" type="string" required>The queue.</ParamField>\n')
    const [section] = pageSections(content.main)
    // The library's Property shows the type before the location.
    expect(section.text).toBe('queue string body required The queue.')
  })

  it('gives nothing for an empty page', () => {
    expect(pageSections(renderMdx('').main)).toEqual([])
  })
})

/** A scope's files as the browser receives them: each file's text run, handing its name and data to the callback. */
function received(files: Iterable<SearchFile>, folder = '0'): Map<string, unknown> {
  const parts = new Map<string, unknown>()
  for (const file of files) {
    const text = `${SEARCH_CALLBACK}(${JSON.stringify(`${folder}/${file.name}`)},${[...file.parts].join('')});`
    new Function(SEARCH_CALLBACK, text)((name: string, data: unknown) => parts.set(name, data))
  }
  return parts
}

/** Search as search.js does it, over the given term shards of a scope (all of them by default). */
function searchWith(parts: Map<string, unknown>, shards?: number[]) {
  const meta = parts.get('0/meta') as SearchMeta
  const stop = Object.fromEntries(meta.stopWords.map((word) => [word, true]))
  const loaded = shards ?? meta.shards.map((_, at) => at)
  const entries = loaded.flatMap((at) => parts.get(`0/t${at}`) as unknown[][])
  const engine = MiniSearch.loadJS(miniSearchJson(meta, entries) as never, { ...meta.options, processTerm: (term: string) => searchTerm(term, stop) })
  const pageOf = meta.pages.flatMap(([, , sections], at) => Array<number>(sections).fill(at))
  return (query: string) =>
    engine.search(query, { prefix: (term: string) => term.length > 1 }).map((result) => {
      const [heading, slug] = (parts.get(`0/s${Math.floor(result.id / meta.chunk)}`) as string[][])[result.id % meta.chunk]
      const [title, file] = meta.pages[pageOf[result.id]]
      return { title, heading: heading || undefined, href: file + (slug ? `#${encodeURIComponent(slug)}` : '') }
    })
}

describe('the search index of one scope', () => {
  const index = new SearchIndex()
  index.addPage('guides/deploy.html', 'Deploy', 'Ship your jobs.', renderMdx('## From CI\n\nDeploys are atomic.\n').main)
  index.addPage('index.html', 'Home', undefined, renderMdx('Welcome.\n').main)
  index.addPage('empty.html', 'Empty page', undefined, renderMdx('').main)
  const files = [...index.files([['0', '']])].map((file) => ({ name: file.name, parts: [...file.parts] }))
  const parts = received(files)
  const meta = parts.get('0/meta') as SearchMeta
  const search = searchWith(parts)

  it('is a meta file, one term shard for a small site and one file of stored sections', () => {
    expect(files.map((file) => file.name)).toEqual(['meta', 't0', 's0'])
    expect(meta.options).toEqual({ fields: ['title', 'heading', 'text'], storeFields: ['heading', 'slug'] })
    expect(meta.pages).toEqual([
      ['Deploy', 'guides/deploy.html', 2],
      ['Home', 'index.html', 1],
      ['Empty page', 'empty.html', 1]
    ])
    expect(meta.shards).toEqual(['at'])
    expect(parts.get('0/s0')).toEqual([['', ''], ['From CI', 'from-ci'], ['', ''], ['', '']])
  })

  it('writes postings as id gaps and frequencies; with every shard, MiniSearch loads the index it built itself', () => {
    const terms = new Map((parts.get('0/t0') as [string, ...unknown[]][]).map(([term, ...rest]) => [term, rest]))
    // "deploy" is in the title of both sections of page 0 (field 0) and in the text of section 1 (field 2: "Deploys" is another term).
    expect(terms.get('deploy')).toEqual([0, [0, 1, 1, 1]])
    const built = new MiniSearch({ ...INDEX_OPTIONS, storeFields: [], processTerm: (term: string) => searchTerm(term, Object.fromEntries(meta.stopWords.map((word) => [word, true]))) })
    built.addAll([
      { id: 0, title: 'Deploy', text: 'Ship your jobs.' },
      { id: 1, title: 'Deploy', heading: 'From CI', text: 'Deploys are atomic.' },
      { id: 2, title: 'Home', text: 'Welcome.' },
      { id: 3, title: 'Empty page', text: '' }
    ])
    const sorted = (json: Record<string, unknown>) => ({ ...json, index: [...(json.index as [string][])].sort((a, b) => a[0].localeCompare(b[0])) })
    expect(sorted(JSON.parse(JSON.stringify(miniSearchJson(meta, parts.get('0/t0') as unknown[][]))))).toEqual(sorted(JSON.parse(JSON.stringify(built.toJSON()))))
  })

  it('leaves stop words and symbols out of the index and the query: a query keeps its other words', () => {
    const terms = (parts.get('0/t0') as [string][]).map(([term]) => term)
    expect(terms).not.toContain('your')
    expect(terms).not.toContain('are')
    expect(terms).toContain('ship')
    expect(searchTerm('The', { the: true })).toBeNull()
    expect(searchTerm('=', {})).toBeNull()
    expect(searchTerm('└──', {})).toBeNull()
    expect(searchTerm('Deploy', { the: true })).toBe('deploy')
    expect(search('are the deploys atomic').map((result) => result.href)).toEqual(['guides/deploy.html#from-ci'])
  })

  it('finds a word of one section, with the page title, the heading and the href with its fragment', () => {
    expect(search('atomic')).toEqual([{ title: 'Deploy', heading: 'From CI', href: 'guides/deploy.html#from-ci' }])
  })

  it('searches a page description with its first section, and finds a page without text by its title', () => {
    expect(search('ship').map((result) => result.href)).toEqual(['guides/deploy.html'])
    expect(search('empty').map((result) => result.href)).toEqual(['empty.html'])
  })
})

describe('the shards of a large index', () => {
  // 1,200 pages of made-up words: enough terms for many shards, and sections past one file of stored sections.
  const index = new SearchIndex()
  const word = (n: number) => n.toString(36).replace(/\d/g, (digit) => 'qwxzjkvbpy'[Number(digit)]) + 'on'
  for (let page = 0; page < 1200; page++) {
    const text = Array.from({ length: 40 }, (_, at) => word((page * 7 + at * 13) % 5000)).join(' ')
    index.addSections(`p${page}.html`, `Page ${page}`, undefined, [{ text }, { heading: `Part ${word(page)}`, slug: `part-${page}`, text: word(page + 1) }])
  }
  const files = [...index.files([['0', '']])].map((file) => ({ name: file.name, parts: [...file.parts] }))
  const parts = received(files)
  const meta = parts.get('0/meta') as SearchMeta
  const bytes = (name: string) => Buffer.byteLength(files.find((file) => file.name === name)!.parts.join(''))

  it('cuts the terms into shards of bounded size, each term in the shard its key leads to, and the sections into files of 500', () => {
    const shards = files.filter((file) => file.name.startsWith('t'))
    expect(shards.length).toBe(meta.shards.length)
    expect(shards.length).toBeGreaterThan(3)
    for (const shard of shards) expect(bytes(shard.name)).toBeLessThan(TERM_SHARD_BYTES * 1.5)
    for (const [at, shard] of meta.shards.entries()) {
      for (const [term] of parts.get(`0/t${at}`) as [string][]) expect(shardOfKey(termKey(term), meta.shards)).toBe(at)
      if (at > 0) expect(meta.shards[at - 1] < shard).toBe(true)
    }
    expect(files.filter((file) => file.name.startsWith('s')).map((file) => file.name)).toEqual(['s0', 's1', 's2', 's3', 's4'])
    expect((parts.get('0/s4') as unknown[]).length).toBe(2400 - 4 * SECTIONS_PER_CHUNK)
  })

  it('answers a query from the shards of its words alone as it does from the whole index', () => {
    const whole = searchWith(parts)
    for (const query of [word(77), `${word(1100)} ${word(1113)}`, 'part', word(1201).slice(0, 3), 'q']) {
      const terms = query.split(' ').map((term) => shardOfKey(termKey(term), meta.shards))
      expect(searchWith(parts, terms)(query)).toEqual(whole(query))
    }
    expect(whole(word(77)).length).toBeGreaterThan(0)
  })

  it('keeps the meta small: what the first search of a 1,200-page scope loads is well under 1 MB', () => {
    const first = bytes('meta') + Math.max(...meta.shards.map((_, at) => bytes(`t${at}`))) + bytes('s0')
    expect(first).toBeLessThan(300 * 1024)
  })
})

describe('the search indexes of a build, one per scope', () => {
  it('writes each scope in its own folder, with every scope\'s label in its meta', async () => {
    const search = new ScopedSearch()
    search.addPage('index.html', 'Home', undefined, renderMdx('Welcome.\n').main, 0)
    search.addPage('fr/index.html', 'Accueil', undefined, renderMdx('Bienvenue.\n').main, 1)
    const folder = mkdtempSync(path.join(tmpdir(), 'docslint-search-'))
    const written = await search.write(folder, ['English', 'Français'])
    expect(written.files).toEqual(['0/meta.js', '0/t0.js', '0/s0.js', '1/meta.js', '1/t0.js', '1/s0.js'])
    expect(written.bytes).toBe(written.files.reduce((sum, file) => sum + statSync(path.join(folder, file)).size, 0))
    const text = readFileSync(path.join(folder, '1/meta.js'), 'utf8')
    expect(text.startsWith(`${SEARCH_CALLBACK}("1/meta",{`)).toBe(true)
    const meta = JSON.parse(text.slice(`${SEARCH_CALLBACK}("1/meta",`.length, -');\n'.length)) as SearchMeta
    expect(meta.scopes).toEqual([['0', 'English'], ['1', 'Français']])
    expect(meta.pages).toEqual([['Accueil', 'fr/index.html', 1]])
    rmSync(folder, { recursive: true })
  })
})

describe('the compact index (src/preview/search/compact-index.ts)', () => {
  const stop = { the: true, a: true }
  const processTerm = (term: string) => searchTerm(term, stop)
  /** Sections meant to reach every path of MiniSearch's `add`: missing and empty fields, repeats, punctuation, one term in several fields and sections. */
  const documents = [
    { id: 0, title: 'Deploy', text: 'Ship the jobs. Ship them — again!', page: 0 },
    { id: 1, title: 'Deploy', heading: 'From CI', text: 'Deploys are atomic; deploy deploy.', page: 0, slug: 'from-ci' },
    { id: 2, title: 'Home', text: '', page: 1 },
    { id: 3, title: 'Ünïcode café', heading: 'Café', text: '  leading spaces, trailing…  ', page: 2, slug: 'cafe' },
    { id: 4, title: 'Only a title', page: 3 },
    ...Array.from({ length: 40 }, (_, index) => ({ id: 5 + index, title: `Part ${index % 7}`, heading: index % 3 === 0 ? 'Ship' : undefined, text: `ship ${'word '.repeat(index % 4)}${index}`, page: 4 + index })),
    // Counts and id gaps past what one byte of the compact postings holds (127).
    { id: 45, title: 'Echo', text: 'echo '.repeat(300) + 'rare', page: 44 },
    ...Array.from({ length: 200 }, (_, index) => ({ id: 46 + index, title: `Filler ${index}`, text: index === 199 ? 'rare echo' : 'filler', page: 45 + index }))
  ]

  it('gives the index MiniSearch gives for the same sections, term for term, made compact', () => {
    const compact = new CompactIndex({ ...INDEX_OPTIONS, processTerm })
    const built = new MiniSearch({ ...INDEX_OPTIONS, processTerm })
    for (const document of documents) compact.add(document)
    built.addAll(documents)
    const entries = [...compact.termEntries([...compact.keySizes().keys()])].map((entry) => JSON.parse(entry) as unknown[])
    const meta = { options: INDEX_OPTIONS, documentCount: compact.documentCount, fieldLength: compact.fieldLengthsFlat, averageFieldLength: compact.averageFieldLength } as SearchMeta
    const own = JSON.parse(JSON.stringify(built.toJSON())) as Record<string, unknown>
    const byTerm = (index: unknown) => [...(index as [string][])].sort((a, b) => (a[0] < b[0] ? -1 : 1))
    const ours = JSON.parse(JSON.stringify(miniSearchJson(meta, entries))) as Record<string, unknown>
    expect({ ...ours, index: byTerm(ours.index) }).toEqual({ ...own, storedFields: {}, index: byTerm(own.index) })
    expect(compact.storedFieldsOf(0, 2)).toEqual([['', ''], ['From CI', 'from-ci']])
    // As MiniSearch's JSON keys them, a term's fields come in the order of their ids ("ship" is met in the text first).
    const ship = entries.find(([term]) => term === 'ship')!
    expect(ship.filter((_, at) => at % 2 === 1)).toEqual([1, 2])
  })
})
