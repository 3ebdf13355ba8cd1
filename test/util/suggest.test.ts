import { describe, expect, it } from '@jest/globals'
import { closest, closestKey, closestPath, codeList } from '../../src/util/suggest.js'
import { PathCandidates } from '../../src/util/path-candidates.js'

describe('closest', () => {
  it.each([
    ['navigaton', ['name', 'navigation', 'logo'], 'navigation'],
    ['Navigation', ['navigation'], 'navigation'],
    ['solid-sharp', ['solid', 'sharp-solid'], 'sharp-solid'],
    ['hidden', ['show', 'simple', 'hide'], 'hide'],
    ['topbar', ['topbarLinks', 'topbarCtaButton'], 'topbarLinks'],
    ['zzz', ['name', 'navigation'], undefined],
    ['draculla', ['dracula', 'dracula-soft', 'github-dark'], 'dracula'],
    ['Dracula', ['dracula', 'dracula-soft'], 'dracula'],
    // As close to one as to the other: a guess, not a suggestion.
    ['github', ['github-dark', 'github-light', 'dracula'], undefined],
    ['mint', ['min-light', 'min-dark', 'github-light'], undefined]
  ])('%s among %j is %s', (word, candidates, expected) => {
    expect(closest(word, candidates)).toBe(expected)
  })
})

describe('closestKey', () => {
  it.each([
    ['navigaton', ['name', 'navigation', 'logo'], 'navigation'],
    ['pagse', ['group', 'pages', 'root'], 'pages'],
    ['Colours', ['colors', 'logo'], 'colors'],
    // Keys written on purpose that resemble a known key only from the second letter on.
    ['boost', ['group', 'pages', 'root', 'tag'], undefined],
    ['$ref', ['language', 'href'], undefined]
  ])('%s among %j is %s', (word, candidates, expected) => {
    expect(closestKey(word, candidates)).toBe(expected)
  })
})

describe('closestPath', () => {
  const pages = [
    '/index', '/documentation/clients/web/pwa', '/documentation/clients/cli/overview', '/documentation/clients/cli/commands', '/documentation/features/pat', '/documentation/features/workspaces',
    '/tags', '/tasks/overview', '/tasks/scheduled', '/guides/setup', '/v1/examples/restapi', '/v1/examples/examples', '/v1/examples/crewai', '/v2/integrations/ag2', '/v2/integrations/crewai', '/v1/usage/dashboard-info', '/v1/usage/multiple-sessions', '/v1/integrations/agentssdk', '/solo/only'
  ]
  const indexed = new PathCandidates(pages)
  it.each([
    // A folder: its landing page (its only page, or the one named overview, introduction, ... or like the folder).
    ['/documentation/clients/cli', '/documentation/clients/cli/overview'],
    ['/tasks', '/tasks/overview'],
    ['/documentation/clients/cli/', '/documentation/clients/cli/overview'],
    ['/v1/examples', '/v1/examples/examples'],
    ['/solo', '/solo/only'],
    // A folder of pages none of which is its landing page: any one of them would be a guess.
    ['/v2/integrations', undefined],
    ['/documentation/features', undefined],
    ['/v1/usage', undefined],
    // A slip in the last segment: the one page of the same folder it slipped from.
    ['/guides/stup', '/guides/setup'],
    ['/guides/setpu', '/guides/setup'],
    ['/documentation/clients/cli/comands', '/documentation/clients/cli/commands'],
    ['/v1/usage/multiple-sssions', '/v1/usage/multiple-sessions'],
    ['/v1/integrations/agents_sdk', '/v1/integrations/agentssdk'],
    // A slip in a folder name.
    ['/guide/setup', '/guides/setup'],
    // Pages that look alike but are other pages: a missing page is not a slip of its neighbour (agentops, hoppscotch).
    ['/v1/examples/fastapi', undefined],
    ['/documentation/clients/desktop', undefined],
    ['/documentation/features/shortcuts', undefined],
    ['/blog', undefined]
  ])('%s is %s', (target, expected) => {
    expect(closestPath(target, pages)).toBe(expected)
    // Indexed once for many lookups (a site's broken links), the answer is the same.
    expect(closestPath(target, indexed)).toBe(expected)
  })

  it('works on navigation entries, without the leading slash', () => {
    expect(closestPath('guides/stup', ['index', 'guides/setup'])).toBe('guides/setup')
  })

  it('suggests nothing when two pages are slips alike', () => {
    expect(closestPath('/guides/set', ['/guides/setu', '/guides/sets'])).toBeUndefined()
  })
})

describe('codeList', () => {
  it('quotes and joins values', () => {
    expect(codeList(['a'])).toBe('`a`')
    expect(codeList(['a', 'b', 'c'])).toBe('`a`, `b` or `c`')
    expect(codeList(['a', 'b'], 'and')).toBe('`a` and `b`')
  })

  it('lists 50 values in full, and of more the first 49 and how many others (a site may list thousands of versions)', () => {
    const names = (count: number) => Array.from({ length: count }, (_, index) => `v${index + 1}`)
    expect(codeList(names(50), 'and')).toBe(`${names(49).map((name) => `\`${name}\``).join(', ')} and \`v50\``)
    expect(codeList(names(100000), 'and')).toBe(`${names(49).map((name) => `\`${name}\``).join(', ')} and 99951 others`)
  })
})
