import { describe, expect, it } from '@jest/globals'
import MiniSearch from 'minisearch'
import { pageSections } from '../../src/preview/search/sections.js'
import { INDEX_OPTIONS, SEARCH_GLOBAL, SearchIndex } from '../../src/preview/search/index-file.js'
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
    expect(pageSections(content.main)).toEqual([{ heading: 'Use', slug: 'use', text: 'Careful. bash acme deploy First tab. Second tab.' }])
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

  /** The index as the browser loads it: the file's global, read by MiniSearch's loader with the same options. */
  function load(): MiniSearch {
    const window: Record<string, { index: unknown; options: typeof INDEX_OPTIONS }> = {}
    new Function('window', script)(window)
    const data = window[SEARCH_GLOBAL]
    return MiniSearch.loadJS(data.index as never, data.options)
  }

  it('sets one global with the options it was built with', () => {
    expect(script.startsWith(`window.${SEARCH_GLOBAL}={"options":{"fields":["title","heading","text"],"storeFields":["title","heading","href"]},"index":{`)).toBe(true)
  })

  it('is written in pieces that make the JSON that JSON.stringify writes of the whole index', () => {
    expect([...index.scriptParts()].length).toBeGreaterThan(10)
    const whole = (index as unknown as { search: MiniSearch }).search.toJSON()
    expect(script).toBe(`window.${SEARCH_GLOBAL}=${JSON.stringify({ options: INDEX_OPTIONS, index: whole })};\n`)
  })

  it('finds a word of one section, with the page title, the heading and the href with its fragment', () => {
    const results = load().search('atomic')
    expect(results.map(({ title, heading, href }) => ({ title, heading, href }))).toEqual([{ title: 'Deploy', heading: 'From CI', href: 'guides/deploy.html#from-ci' }])
  })

  it('searches a page description with its first section, and finds a page without text by its title', () => {
    expect(load().search('ship').map((result) => result.href)).toEqual(['guides/deploy.html'])
    expect(load().search('empty').map((result) => result.href)).toEqual(['empty.html'])
  })
})
