import { beforeAll, describe, expect, it } from '@jest/globals'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { writePreview } from '../../src/preview/build.js'
import { checkSites } from '../../src/engine.js'
import { buildSite, page } from './render.js'

const svgFile = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"></svg>'

/** A site that sets every docs.json setting of SPEC.md 2.1. */
const config = {
  name: 'Every Setting',
  logo: { light: '/images/light.svg', dark: '/images/dark.svg', href: 'https://example.com' },
  favicon: '/images/favicon.svg',
  colors: { primary: '#112233', light: '#445566', dark: '#778899', background: { light: '#FAFAFA', dark: '#0A0A0A' } },
  topbarLinks: [{ name: 'Status', url: 'https://status.example.com' }],
  topbarCtaButton: { type: 'github', url: 'https://github.com/acme/cloud' },
  versions: ['v2', 'v1'],
  anchors: [
    { name: 'API', icon: 'code', iconType: 'solid', url: 'api', color: { from: '#000000', to: '#FFFFFF' } },
    { name: 'Old', icon: 'box-archive', url: 'old', color: '#123456', version: 'v1', isDefaultHidden: true }
  ],
  tabs: [{ name: 'API tab', url: 'api' }],
  navigation: [
    { group: 'Start', pages: ['index', { group: 'Nested', icon: 'rocket', pages: ['guides/deep'] }], version: 'v2' },
    { group: 'API', pages: ['api/intro', 'GET /users'] },
    { group: 'Old', pages: ['old/intro'], version: 'v1' }
  ],
  footerSocials: { website: 'https://example.com', x: 'https://x.com/acme', github: 'https://github.com/acme' },
  feedback: { suggestEdit: true, raiseIssue: true },
  modeToggle: { default: 'dark' },
  backgroundImage: '/images/background.svg'
}

const files = {
  'index.mdx': page('Home', '## Start\n\nSee [deep](/guides/deep#part) and ![Chart](/images/chart.svg).\n'),
  'guides/deep.mdx': page('Deep', '## Part\n\nBack to [home](/).\n'),
  'api/intro.mdx': page('API intro'),
  'old/intro.mdx': page('Old intro'),
  'images/light.svg': svgFile,
  'images/dark.svg': svgFile,
  'images/favicon.svg': svgFile,
  'images/background.svg': svgFile,
  'images/chart.svg': svgFile,
  'images/unused.svg': svgFile
}

describe('each docs.json setting takes effect in the preview', () => {
  let site: Awaited<ReturnType<typeof buildSite>>
  let home: string
  let deep: string
  let api: string
  let old: string
  beforeAll(async () => {
    site = await buildSite(config, files)
    ;[home, deep, api, old] = ['index.html', 'guides/deep.html', 'api/intro.html', 'old/intro.html'].map(site.read)
  })

  it('writes one file per page, the files used (not the unused ones), the stylesheet and the script', () => {
    expect(site.result.files).toEqual([
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
      'api/intro.html',
      'guides/deep.html',
      'images/background.svg',
      'images/chart.svg',
      'images/dark.svg',
      'images/favicon.svg',
      'images/light.svg',
      'index.html',
      'old/intro.html'
    ])
  })

  it('topbarLinks and a github topbarCtaButton (star count filled in by the script)', () => {
    expect(home).toContain('<a class="topbar-link" href="https://status.example.com">Status</a>')
    expect(home).toMatch(/<a class="cta cta-github" href="https:\/\/github.com\/acme\/cloud" data-github-repo="acme\/cloud"><svg[^>]*>.*?<\/svg><span>acme\/cloud<\/span><span class="stars" hidden>/)
  })

  it('anchors: icon, colour or gradient, membership by URL prefix, version, isDefaultHidden', () => {
    expect(api).toMatch(/<li class="active"><a class="anchor" href="intro.html" aria-current="page"><span class="anchor-icon" style="background:linear-gradient\(135deg,#000000,#FFFFFF\)"><svg/)
    expect(home).not.toContain('>Old</span></a>')
    expect(old).toMatch(/<li class="active" data-version="v1"><a class="anchor" href="intro.html" aria-current="page"><span class="anchor-icon" style="background:#123456">/)
  })

  it('versions: listed once, in the shared navigation file, not in each page (100,000 of them made each page 4.7 MB)', () => {
    for (const pageHtml of [home, deep, api, old]) expect(pageHtml.match(/<option /g)).toHaveLength(1)
    expect(site.read('_docslint/navigation.js').match(/"v1"/g)).toHaveLength(1)
  })

  it('topAnchor: "Documentation" with the book-open icon by default', () => {
    expect(home).toMatch(/<ul class="anchors"><li class="active"><a class="anchor" href="index.html" aria-current="page"><span class="anchor-icon"><svg class="icon" viewBox="0 0 512 512"[^>]*><path[^>]*><\/path><\/svg><\/span><span>Documentation<\/span><\/a><\/li>/)
  })

  it('navigation: nested groups with icons; an endpoint entry that no spec defines shown, not linked', () => {
    expect(deep).toMatch(/<li><details class="nav-group depth-1" open><summary class="nav-group-title"><svg[^>]*>.*?<\/svg><span>Nested<\/span><\/summary><ul><li><a class="nav-link active" href="deep.html" aria-current="page">Deep<\/a><\/li><\/ul><\/details><\/li>/)
    expect(api).toContain('<li class="nav-endpoint"><span class="method method-get">GET</span><span>/users</span></li>')
  })

  it('footerSocials: icon links', () => {
    for (const platform of ['website', 'x', 'github']) expect(home).toMatch(new RegExp(`<a class="social" href="[^"]+" aria-label="${platform}" title="${platform}"><svg`))
  })

  it.each([
    ['name and front matter: the title, the meta description', 'index.html', '<title>Home - Every Setting</title>'],
    ['name and front matter: the title, the meta description', 'index.html', '<meta name="description" content="The Home page.">'],
    ['name and front matter: the title, the meta description', 'index.html', '<h1>Home</h1><p class="page-description">The Home page.</p>'],
    ['logo: light and dark images, linked to logo.href; favicon', 'index.html', '<a class="brand" href="https://example.com"><img class="logo logo-light" src="images/light.svg" alt="Every Setting"><img class="logo logo-dark" src="images/dark.svg" alt="Every Setting"></a>'],
    ['logo: light and dark images, linked to logo.href; favicon', 'guides/deep.html', '<link rel="icon" href="../images/favicon.svg">'],
    ['colors: CSS custom properties', 'index.html', '<style>:root{--primary:#112233;--primary-light:#445566;--primary-dark:#778899;--background-light:#FAFAFA;--background-dark:#0A0A0A;--color-primary:#112233;--color-primary-light:#445566;--color-primary-dark:#778899;--color-background-light:#FAFAFA;--color-background-dark:#0A0A0A;}</style>'],
    ['versions: a dropdown; groups with a version are hidden unless it is selected', 'index.html', '<select class="version-select" aria-label="Version" data-root=""><option value="v2" selected>v2</option></select>'],
    ['versions: a dropdown; groups with a version are hidden unless it is selected', 'old/intro.html', '<select class="version-select" aria-label="Version" data-root="../"><option value="v1" selected>v1</option></select>'],
    ['versions: a dropdown; groups with a version are hidden unless it is selected', '_docslint/navigation.js', 'window.docslintVersions=[["v2","index.html"],["v1","old/intro.html"]];'],
    ['versions: a dropdown; groups with a version are hidden unless it is selected', 'index.html', '<html lang="en" data-version="v2">'],
    ['versions: a dropdown; groups with a version are hidden unless it is selected', 'old/intro.html', '<html lang="en" data-version="v1">'],
    ['tabs: a tab bar, the page’s tab active', 'api/intro.html', '<nav class="tab-bar" aria-label="Sections"><a href="../index.html" class="tab-link">Documentation</a><a href="intro.html" class="tab-link active" aria-current="page">API tab</a></nav>'],
    ['feedback: suggest-edit and raise-issue buttons for the repository of the github button', 'guides/deep.html', 'href="https://github.com/acme/cloud/edit/main/guides/deep.mdx"'],
    ['feedback: suggest-edit and raise-issue buttons for the repository of the github button', 'guides/deep.html', 'href="https://github.com/acme/cloud/issues/new?title=Issue%20on%20docs%3A%20Deep&#x26;body=Page%3A%20%2Fguides%2Fdeep"'],
    ['modeToggle: the default mode, the toggle shown; backgroundImage', 'index.html', '({"fallback":"dark","remember":true})'],
    ['modeToggle: the default mode, the toggle shown; backgroundImage', 'index.html', '<button class="mode-toggle"'],
    ['modeToggle: the default mode, the toggle shown; backgroundImage', 'guides/deep.html', 'style="background-image:url(&#x22;../images/background.svg&#x22;)"'],
    ['links and images of pages are relative to the page and name the files', 'index.html', '<a href="guides/deep.html#part">deep</a> and <img src="images/chart.svg" alt="Chart">'],
    ['links and images of pages are relative to the page and name the files', 'guides/deep.html', '<a href="../index.html">home</a>'],
    ['navigation: a nested group is closed away from its pages and opens in place', 'index.html', '<li><details class="nav-group depth-1"><summary class="nav-group-title"><svg'],
  ])('%s: %s holds the expected HTML', (_setting, file, html) => {
    expect(site.read(file)).toContain(html)
  })

  it('gives byte-identical output for the same input', async () => {
    const again = await buildSite(config, files)
    for (const file of site.result.files) expect(readFileSync(path.join(again.out, file))).toEqual(readFileSync(path.join(site.out, file)))
  })
})

describe('preview settings, other forms', () => {
  it('modeToggle.isHidden with a default forces that mode and shows no toggle', async () => {
    const { read } = await buildSite({ name: 'Forced', navigation: [{ group: 'G', pages: ['index'] }], modeToggle: { default: 'light', isHidden: true } }, { 'index.mdx': page('Home') })
    const home = read('index.html')
    expect(home).toContain('"forced":"light","fallback":"light","remember":false')
    expect(home).not.toContain('mode-toggle')
  })

  it('without a logo the name is the header; a link button; no feedback without a repository; a page at / is not needed', async () => {
    const { read, result } = await buildSite(
      { name: 'Plain', navigation: [{ group: 'G', pages: ['start'] }], topbarCtaButton: { type: 'link', name: 'Sign up', url: 'https://example.com/up' }, feedback: { suggestEdit: true }, modeToggle: {} },
      { 'start.mdx': page('Start') }
    )
    const start = read('start.html')
    expect(start).toContain('<a class="brand" href="index.html"><span class="brand-name">Plain</span></a>')
    expect(start).toContain('<a class="cta" href="https://example.com/up">Sign up</a>')
    expect(start).not.toContain('feedback')
    expect(start).toContain('({"remember":true})')
    expect(result.files).toContain('index.html')
    expect(read('index.html')).toContain('<meta http-equiv="refresh" content="0; url=start.html">')
  })

  it('never empties a folder that holds other files, nor the site itself', async () => {
    const { root } = await buildSite({ name: 'S', navigation: [{ group: 'G', pages: ['index'] }] }, { 'index.mdx': page('Home') })
    const { sites } = await checkSites({ paths: [root], cwd: root, keepPreviewTrees: true })
    const busy = path.join(root, 'busy')
    mkdirSync(busy)
    writeFileSync(path.join(busy, 'keep.txt'), 'mine')
    await expect(writePreview(sites[0], busy)).rejects.toThrow('is not empty and holds no earlier preview')
    expect(readFileSync(path.join(busy, 'keep.txt'), 'utf8')).toBe('mine')
    await expect(writePreview(sites[0], root)).rejects.toThrow('holds the site itself')
    await expect(writePreview(sites[0], path.dirname(root))).rejects.toThrow('holds the site itself')
  })
})
