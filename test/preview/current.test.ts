import { beforeAll, describe, expect, it } from '@jest/globals'
import path from 'node:path'
import type { PreviewResult } from '../../src/preview/build.js'
import { buildFixture, buildSite, page } from './render.js'

const fixture = path.resolve('test/fixtures/sites/current-preview')

/** The HTML of one region of a page (`<nav class="tab-bar"`...`</nav>`), icons shortened to `<svg>`, for exact expectations. */
function region(html: string, start: string, end: string): string {
  const from = html.indexOf(start)
  if (from < 0) return ''
  return html.slice(from, html.indexOf(end, from) + end.length).replace(/<svg[^>]*>.*?<\/svg>/g, '<svg>')
}

const tabBar = (html: string) => region(html, '<nav class="tab-bar"', '</nav>')
const sidebar = (html: string) => region(html, '<aside class="sidebar" aria-label="Navigation">', '</aside>')
const labels = (html: string) => [...html.matchAll(/<a class="nav-link[^"]*" href="[^"]*"[^>]*>([^<]*)<\/a>/g)].map((match) => match[1])

describe('a current-format site in the preview (test/fixtures/sites/current-preview)', () => {
  let result: PreviewResult
  let read: (file: string) => string
  beforeAll(async () => {
    ;({ result, read } = await buildFixture(fixture))
  })

  it('writes every page, the hidden ones too, and the files docs.json names', () => {
    expect(result.pages).toBe(13)
    expect(result.files).toEqual([
      '_docslint/components.css',
      '_docslint/minisearch.js',
      '_docslint/navigation.js',
      '_docslint/script.js',
      '_docslint/search.js',
      '_docslint/search/0/meta.js',
      '_docslint/search/0/s0.js',
      '_docslint/search/0/t0.js',
      '_docslint/search/1/meta.js',
      '_docslint/search/1/s0.js',
      '_docslint/search/1/t0.js',
      '_docslint/style.css',
      'api/v1/overview.html',
      'api/v2/errors.html',
      'api/v2/overview.html',
      'favicon.svg',
      'guides/concepts.html',
      'guides/limits.html',
      'index.html',
      'internal/notes.html',
      'logo/dark.svg',
      'logo/light.svg',
      'quickstart.html',
      'recipes.html',
      'recipes/retries.html',
      'sdks/javascript.html',
      'sdks/python.html',
      'secret.html'
    ])
  })

  it('shows the tabs across the top, each leading to its first page, the page’s own active; an `href` tab leads out', () => {
    expect(tabBar(read('api/v2/errors.html'))).toBe(
      '<nav class="tab-bar" aria-label="Sections">' +
        '<a href="../../index.html" class="tab-link"><svg><span>Guides</span></a>' +
        '<a href="overview.html" class="tab-link active" aria-current="page"><svg><span>API</span></a>' +
        '<a href="../../sdks/javascript.html" class="tab-link">SDKs</a>' +
        '<a href="https://example.com/changelog" class="tab-link">Changelog</a></nav>'
    )
  })

  it('shows the anchors of the page’s tab above its groups, `global` anchors after them, an `href` anchor as a link out', () => {
    const side = sidebar(read('guides/limits.html'))
    expect(side).toContain(
      '<ul class="anchors"><li class="active"><a class="anchor" href="../index.html" aria-current="page"><span class="anchor-icon"><svg></span><span>Basics</span></a></li>' +
        '<li class=""><a class="anchor" href="../recipes.html"><span class="anchor-icon"><svg></span><span>Recipes</span></a></li>' +
        '<li class=""><a class="anchor" href="https://discord.example.com"><span class="anchor-icon"><svg></span><span>Community</span></a></li>' +
        '<li class=""><a class="anchor" href="https://blog.example.com"><span class="anchor-icon"><svg></span><span>Blog</span></a></li></ul>'
    )
  })

  it('nests groups as written: the page’s nested group open, its pages linked', () => {
    expect(sidebar(read('guides/limits.html'))).toContain(
      '<li><details class="nav-group depth-1" open><summary class="nav-group-title"><svg><span>Deep dive</span></summary><ul>' +
        '<li><a class="nav-link" href="concepts.html">Concepts</a></li>' +
        '<li><a class="nav-link active" href="limits.html" aria-current="page">Limits</a></li></ul></details></li>'
    )
    expect(sidebar(read('index.html'))).toContain('<li><details class="nav-group depth-1"><summary class="nav-group-title"><svg><span>Deep dive</span></summary><ul><li><a class="nav-link" href="guides/concepts.html">Concepts</a></li>')
  })

  it('leaves hidden pages and hidden groups out of the navigation, and builds them', () => {
    for (const file of ['index.html', 'guides/limits.html']) expect(labels(sidebar(read(file)))).toEqual(['Welcome to Nimbus', 'Quickstart', 'Concepts', 'Limits'])
    // A page the navigation does not list carries no group of its own; the shared file lists neither page.
    for (const file of ['secret.html', 'internal/notes.html']) expect(labels(sidebar(read(file)))).toEqual([])
    const shared = read('_docslint/navigation.js')
    expect(shared).not.toContain('secret.html')
    expect(shared).not.toContain('internal/notes.html')
    expect(read('secret.html')).toContain('<h1>Secret page</h1>')
    expect(read('internal/notes.html')).toContain('<h1>Internal notes</h1>')
    expect(read('index.html')).not.toContain('secret.html')
  })

  it('gives a group’s root page to its title, with its tag', () => {
    expect(sidebar(read('recipes/retries.html'))).toContain(
      '<p class="nav-group-title"><a class="nav-group-root" href="../recipes.html"><span>Recipes</span><span class="nav-tag">NEW</span></a></p><ul><li><a class="nav-link active" href="retries.html" aria-current="page">Retries</a></li></ul>'
    )
  })

  it('shows the versions of a tab as a menu in the header, and only the groups of the page’s version', () => {
    const v1 = read('api/v1/overview.html')
    expect(region(v1, '<details class="menu menu-version">', '</details>')).toBe(
      '<details class="menu menu-version"><summary aria-label="Version: v1"><span>v1</span></summary><ul class="menu-list">' +
        '<li><a class="menu-link" href="../v2/overview.html"><span class="menu-name">v2</span></a></li>' +
        '<li><a class="menu-link active" href="overview.html" aria-current="page"><span class="menu-name">v1</span></a></li></ul></details>'
    )
    expect(labels(sidebar(v1))).toEqual(['API overview (v1)'])
    expect(labels(sidebar(read('api/v2/overview.html')))).toEqual(['API overview', 'Errors'])
  })

  it('shows dropdowns as a menu above the sidebar, with their descriptions', () => {
    expect(region(read('sdks/python.html'), '<details class="menu menu-dropdown">', '</details>')).toBe(
      '<details class="menu menu-dropdown"><summary aria-label="Section: Python"><svg><span>Python</span></summary><ul class="menu-list">' +
        '<li><a class="menu-link" href="javascript.html"><svg><span class="menu-name">JavaScript</span><span class="menu-description">The Node.js SDK</span></a></li>' +
        '<li><a class="menu-link active" href="python.html" aria-current="page"><svg><span class="menu-name">Python</span><span class="menu-description">The Python SDK</span></a></li></ul></details>'
    )
  })

  it('takes name, logo, favicon, colours, mode, navbar and footer from the current format’s keys', () => {
    const html = read('guides/concepts.html')
    expect(html).toContain('<title>Concepts - Nimbus</title>')
    expect(html).toContain('<link rel="icon" href="../favicon.svg">')
    expect(html).toContain('<style>:root{--primary:#0E7490;--primary-light:#22D3EE;--primary-dark:#0E7490;--background-light:#FFFFFF;--background-dark:#0B1120;--color-primary:#0E7490;--color-primary-light:#22D3EE;--color-primary-dark:#0E7490;--color-background-light:#FFFFFF;--color-background-dark:#0B1120;}</style>')
    expect(html).toContain('({"fallback":"light","remember":true})')
    expect(html).toContain('<a class="brand" href="../index.html"><img class="logo logo-light" src="../logo/light.svg" alt="Nimbus"><img class="logo logo-dark" src="../logo/dark.svg" alt="Nimbus"></a>')
    expect(html).toContain('<a class="topbar-link" href="https://status.example.com">Status</a><a class="cta" href="https://example.com/signup">Sign up</a>')
    expect(html).toContain(
      '<div class="footer-columns"><div class="footer-column"><p class="footer-header">Company</p><ul><li><a class="footer-link" href="https://example.com/about">About</a></li><li><a class="footer-link" href="../quickstart.html">Quickstart</a></li></ul></div></div>'
    )
    expect(html).toMatch(/<a class="social" href="https:\/\/x.com\/nimbus" aria-label="x" title="x"><svg/)
  })

  it('pages through the pages of the page’s section, hidden ones skipped', () => {
    expect(read('quickstart.html')).toContain('<a class="pager-next" href="guides/concepts.html"><span class="pager-label">Next</span><span class="pager-title">Concepts</span></a>')
  })
})

describe('current-format settings, other forms', () => {
  const navigation = { groups: [{ group: 'G', pages: ['index'] }] }

  it('emits no javascript: URL of docs.json as a live link: navbar, button, division, footer, socials', async () => {
    const evil = 'javascript:alert(1)'
    const { read } = await buildSite(
      {
        theme: 'mint',
        name: 'Evil',
        colors: { primary: '#112233' },
        navbar: { links: [{ label: 'Click', href: evil }], primary: { type: 'button', label: 'Go', href: ' JavaScript:alert(2)' } },
        navigation: { anchors: [{ anchor: 'Home', pages: ['index'] }, { anchor: 'Trap', href: evil }] },
        footer: { socials: { x: evil }, links: [{ header: 'More', items: [{ label: 'Trap', href: evil }] }] }
      },
      { 'index.mdx': page('Home') }
    )
    const home = read('index.html')
    expect(home).not.toMatch(/javascript:/i)
    expect(home).not.toContain('topbar-link')
    expect(home).not.toContain('class="cta"')
    expect(home).not.toContain('class="social"')
    expect(home).not.toContain('footer-columns')
    expect(home).toMatch(/<li class=""><span class="anchor"><span class="anchor-icon"><svg[^>]*>.*?<\/svg><\/span><span>Trap<\/span><\/span><\/li>/)
  })

  it('a strict appearance forces its mode and shows no toggle; a github button shows the repository; a single logo', async () => {
    const { read } = await buildSite(
      {
        theme: 'maple',
        name: 'Dark',
        colors: { primary: '#112233' },
        logo: '/logo.svg',
        appearance: { default: 'dark', strict: true },
        navbar: { primary: { type: 'github', href: 'https://github.com/acme/cloud' } },
        navigation
      },
      { 'index.mdx': page('Home'), 'logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"></svg>' }
    )
    const home = read('index.html')
    expect(home).toContain('({"forced":"dark","fallback":"dark","remember":false})')
    expect(home).not.toContain('mode-toggle')
    expect(home).toContain('<a class="brand" href="index.html"><img class="logo" src="logo.svg" alt="Dark"></a>')
    expect(home).toMatch(/<a class="cta cta-github" href="https:\/\/github.com\/acme\/cloud" data-github-repo="acme\/cloud">/)
  })

  it('products as a menu above the sidebar, languages as a menu in the header', async () => {
    const { read } = await buildSite(
      {
        theme: 'mint',
        name: 'Many',
        colors: { primary: '#112233' },
        navigation: {
          languages: [
            { language: 'en', products: [{ product: 'Cloud', pages: ['index'] }, { product: 'Edge', pages: ['edge'] }] },
            { language: 'fr', products: [{ product: 'Cloud', pages: ['fr/index'] }] }
          ]
        }
      },
      { 'index.mdx': page('Home'), 'edge.mdx': page('Edge'), 'fr/index.mdx': page('Accueil') }
    )
    const edge = read('edge.html')
    expect(region(edge, '<details class="menu menu-language">', '</details>')).toBe(
      '<details class="menu menu-language"><summary aria-label="Language: English"><span>English</span></summary><ul class="menu-list">' +
        '<li><a class="menu-link active" href="edge.html" aria-current="page"><span class="menu-name">English</span></a></li>' +
        '<li><a class="menu-link" href="fr.html"><span class="menu-name">Français</span></a></li></ul></details>'
    )
    expect(region(edge, '<details class="menu menu-product">', '</details>')).toContain('<li><a class="menu-link active" href="edge.html" aria-current="page"><span class="menu-name">Edge</span></a></li>')
    expect(edge.indexOf('menu-language')).toBeLessThan(edge.indexOf('<aside class="sidebar" aria-label="Navigation">'))
    expect(edge.indexOf('menu-product')).toBeGreaterThan(edge.indexOf('<aside class="sidebar" aria-label="Navigation">'))
    expect(labels(sidebar(read('fr.html')))).toEqual(['Accueil'])
  })
})
