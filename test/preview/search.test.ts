import { describe, expect, it } from '@jest/globals'
import MiniSearch from 'minisearch'
import { pageSections } from '../../src/preview/search/sections.js'
import { CompactIndex } from '../../src/preview/search/compact-index.js'
import { expandIndex, INDEX_OPTIONS, SEARCH_GLOBAL, SearchIndex, searchTerm } from '../../src/preview/search/index-file.js'
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

describe('the search index file', () => {
  const index = new SearchIndex()
  index.addPage('guides/deploy.html', 'Deploy', 'Ship your jobs.', renderMdx('## From CI\n\nDeploys are atomic.\n').main)
  index.addPage('index.html', 'Home', undefined, renderMdx('Welcome.\n').main)
  index.addPage('empty.html', 'Empty page', undefined, renderMdx('').main)
  const script = index.script()

  interface IndexData {
    options: typeof INDEX_OPTIONS
    stopWords: string[]
    pages: [string, string][]
    index: Record<string, unknown>
  }
  const data = () => {
    const window: Record<string, IndexData> = {}
    new Function('window', script)(window)
    return window[SEARCH_GLOBAL]
  }

  /** The index as search.js loads it: the compact index expanded, the same processTerm, results mapped to their page. */
  function load(): { search: (query: string) => { title: string; heading?: string; href: string }[] } {
    const { options, stopWords, pages, index } = data()
    const stop = Object.fromEntries(stopWords.map((word) => [word, true]))
    const engine = MiniSearch.loadJS(expandIndex(index) as never, { ...options, processTerm: (term: string) => searchTerm(term, stop) })
    return {
      search: (query) =>
        engine.search(query).map((result) => ({ title: pages[result.page][0], heading: result.heading, href: pages[result.page][1] + (result.slug ? `#${encodeURIComponent(result.slug)}` : '') }))
    }
  }

  it('sets one global with the options it was built with, the stop words, and each page\'s title and file once', () => {
    expect(script.startsWith(`window.${SEARCH_GLOBAL}={"options":{"fields":["title","heading","text"],"storeFields":["page","heading","slug"]},"stopWords":["a","an",`)).toBe(true)
    expect(data().pages).toEqual([
      ['Deploy', 'guides/deploy.html'],
      ['Home', 'index.html'],
      ['Empty page', 'empty.html']
    ])
  })

  it('writes postings as id gaps and frequencies, and stored fields as [id, page, heading, slug]; expanding gives MiniSearch\'s own JSON back', () => {
    const { index } = data()
    const terms = new Map((index.index as [string, ...unknown[]][]).map(([term, ...rest]) => [term, rest]))
    // "deploy" is in the title of both sections of page 0 (field 0) and in the text of section 1 (field 2: "Deploys" is another term).
    expect(terms.get('deploy')).toEqual([0, [0, 1, 1, 1]])
    expect(index.storedFields).toEqual([[0, 0, '', ''], [1, 0, 'From CI', 'from-ci'], [2, 1, '', ''], [3, 2, '', '']])
    const built = new MiniSearch({ ...INDEX_OPTIONS, processTerm: (term: string) => searchTerm(term, Object.fromEntries(data().stopWords.map((word) => [word, true]))) })
    built.addAll([
      { id: 0, title: 'Deploy', text: 'Ship your jobs.', page: 0 },
      { id: 1, title: 'Deploy', heading: 'From CI', text: 'Deploys are atomic.', page: 0, slug: 'from-ci' },
      { id: 2, title: 'Home', text: 'Welcome.', page: 1 },
      { id: 3, title: 'Empty page', text: '', page: 2 }
    ])
    expect(JSON.parse(JSON.stringify(expandIndex(index)))).toEqual(JSON.parse(JSON.stringify(built.toJSON())))
  })

  it('leaves stop words and symbols out of the index and the query: a query keeps its other words', () => {
    const { index } = data()
    const terms = (index.index as [string][]).map(([term]) => term)
    expect(terms).not.toContain('your')
    expect(terms).not.toContain('are')
    expect(terms).toContain('ship')
    expect(searchTerm('The', { the: true })).toBeNull()
    expect(searchTerm('=', {})).toBeNull()
    expect(searchTerm('└──', {})).toBeNull()
    expect(searchTerm('Deploy', { the: true })).toBe('deploy')
    expect(load().search('are the deploys atomic').map((result) => result.href)).toEqual(['guides/deploy.html#from-ci'])
  })

  it('is written in pieces that make the JSON that JSON.stringify writes of the whole index', () => {
    expect([...index.scriptParts()].length).toBeGreaterThan(10)
    const json = script.slice(`window.${SEARCH_GLOBAL}=`.length, -';\n'.length)
    expect(JSON.stringify(JSON.parse(json))).toBe(json)
    expect(Object.keys(JSON.parse(json))).toEqual(['options', 'stopWords', 'pages', 'index'])
  })

  it('finds a word of one section, with the page title, the heading and the href with its fragment', () => {
    const results = load().search('atomic')
    expect(results).toEqual([{ title: 'Deploy', heading: 'From CI', href: 'guides/deploy.html#from-ci' }])
  })

  it('searches a page description with its first section, and finds a page without text by its title', () => {
    expect(load().search('ship').map((result) => result.href)).toEqual(['guides/deploy.html'])
    expect(load().search('empty').map((result) => result.href)).toEqual(['empty.html'])
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

  it('gives the index MiniSearch gives for the same sections, term for term and in its order, made compact', () => {
    const compact = new CompactIndex({ ...INDEX_OPTIONS, processTerm })
    const built = new MiniSearch({ ...INDEX_OPTIONS, processTerm })
    for (const document of documents) compact.add(document)
    built.addAll(documents)
    const json = JSON.parse([...compact.jsonParts()].join('')) as Record<string, unknown>
    expect(JSON.parse(JSON.stringify(expandIndex(json)))).toEqual(JSON.parse(JSON.stringify(built.toJSON())))
    // As MiniSearch's JSON keys them, a term's fields come in the order of their ids ("ship" is met in the text first).
    const ship = (json.index as unknown[][]).find(([term]) => term === 'ship')!
    expect(ship.filter((_, at) => at % 2 === 1)).toEqual([1, 2])
  })
})
