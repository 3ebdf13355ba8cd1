import { describe, expect, it } from '@jest/globals'
import { buildSite, page } from './render.js'

/** The sidebar's groups element of a page, as the page carries it (before the script puts the whole section in). */
const groupsOf = (html: string) => html.slice(html.indexOf('<nav class="sidebar-groups"'), html.indexOf('</nav>', html.indexOf('<nav class="sidebar-groups"')) + '</nav>'.length)
const labels = (html: string) => [...html.matchAll(/<a class="nav-link[^"]*" href="[^"]*"[^>]*>([^<]*)<\/a>/g)].map((match) => match[1])
const openGroups = (html: string) => [...html.matchAll(/<details class="nav-group depth-\d" open><summary class="nav-group-title"><span>([^<]*)<\/span>/g)].map((match) => match[1])
const sections = (script: string) => JSON.parse(/^window\.docslintNav=(.*);$/m.exec(script)![1]) as string[]

const name = (number: number) => `p-${String(number).padStart(3, '0')}`
const title = (number: number) => `P${number}`

/**
 * A site shaped like the generated benchmark's: one top-level group of `parts` nested groups of 5 pages after
 * 4 pages of its own (p-001 to p-004; part k holds p-5k to p-5k+4), in the seed's format or the current one.
 */
function largeGroupSite(parts: number, format: 'seed' | 'current') {
  const part = (k: number) => ({ group: `Part ${k}`, pages: [0, 1, 2, 3, 4].map((offset) => `guides/${name(5 * k + offset)}`) })
  const guides = { group: 'Guides', pages: [1, 2, 3, 4].map((number) => `guides/${name(number)}`).concat(Array.from({ length: parts }, (_, index) => part(index + 1)) as never[]) }
  const files: Record<string, string> = {}
  for (let number = 1; number < 5 * (parts + 1); number++) files[`guides/${name(number)}.mdx`] = page(title(number))
  const config = format === 'seed' ? { name: 'Acme', navigation: [guides] } : { $schema: 'https://mintlify.com/docs.json', theme: 'mint', name: 'Acme', colors: { primary: '#0D9373' }, navigation: { groups: [guides] } }
  return buildSite(config, files)
}

describe('the sidebar a page carries for a reader without the script', () => {
  it.each(['seed', 'current'] as const)('is, in a group of over 50 entries (%s format), the branch to the page: its part open, five entries either side, the other parts cut to their first page', async (format) => {
    const site = await largeGroupSite(20, format)
    const groups = groupsOf(site.read('guides/p-053.html'))
    expect(labels(groups)).toEqual(['P25', 'P30', 'P35', 'P40', 'P45', 'P50', 'P51', 'P52', 'P53', 'P54', 'P55', 'P60', 'P65', 'P70', 'P75'])
    expect(groups).toContain('<a class="nav-link active" href="p-053.html" aria-current="page">P53</a>')
    expect(openGroups(groups)).toEqual(['Part 10'])
    expect(groups).toContain('<p class="nav-group-title"><span>Guides</span></p>')
  })

  it('is the same whatever the size of the group: 104 pages or 204', async () => {
    const [small, large] = await Promise.all([largeGroupSite(20, 'seed'), largeGroupSite(40, 'seed')])
    for (const file of ['guides/p-001.html', 'guides/p-053.html']) expect(groupsOf(large.read(file))).toBe(groupsOf(small.read(file)))
  })

  it('starts at the group’s first entries for a page near its start, and ends at its last for one near its end', async () => {
    const site = await largeGroupSite(20, 'seed')
    expect(labels(groupsOf(site.read('guides/p-002.html')))).toEqual(['P1', 'P2', 'P3', 'P4', 'P5', 'P10', 'P15', 'P20', 'P25', 'P30', 'P35'])
    expect(labels(groupsOf(site.read('guides/p-104.html')))).toEqual(['P50', 'P55', 'P60', 'P65', 'P70', 'P75', 'P80', 'P85', 'P90', 'P95', 'P100', 'P101', 'P102', 'P103', 'P104'])
  })

  it('is the whole group that holds the page when it has 50 entries or fewer', async () => {
    const site = await largeGroupSite(7, 'seed')
    const groups = groupsOf(site.read('guides/p-023.html'))
    expect(labels(groups)).toEqual(Array.from({ length: 39 }, (_, index) => title(index + 1)))
    expect(openGroups(groups)).toEqual(['Part 4'])
  })

  it('leaves the whole section to the shared file, drawn once for every page of it, no page marked', async () => {
    const site = await largeGroupSite(20, 'seed')
    const [section, ...others] = sections(site.read('_docslint/navigation.js'))
    expect(others).toEqual([])
    expect(labels(section)).toEqual(Array.from({ length: 104 }, (_, index) => title(index + 1)))
    expect(section).not.toMatch(/aria-current|active| open/)
    expect(site.read('guides/p-053.html')).toContain('data-nav="0" data-root="../" data-page="guides/p-053.html"')
  })
})
