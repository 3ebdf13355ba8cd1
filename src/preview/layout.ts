import { h } from 'hastscript'
import type { Element, ElementContent, Root } from 'hast'
import type { NormalisedConfig } from '../config/normalise.js'
import type { Site, SitePage } from '../site/model.js'
import type { RenderedContent } from './content.js'
import { icon } from './icons.js'
import { anchorList, pageTitle, pager, sidebar, tabBar } from './navigation.js'
import { isSafeExternal } from './paths.js'
import type { SiteLinks } from './site-links.js'

export const STYLE_FILE = '_docslint/style.css'
export const SCRIPT_FILE = '_docslint/script.js'

const hex = /^#[0-9a-f]{3,8}$/i

/** The theme's colours of docs.json as CSS custom properties (hex values only; others keep the defaults). */
export function colorStyle(config: NormalisedConfig): string {
  const colors = config.colors
  const values: [string, string | undefined][] = [
    ['--primary', colors?.primary],
    ['--primary-light', colors?.light],
    ['--primary-dark', colors?.dark],
    ['--background-light', colors?.background?.light],
    ['--background-dark', colors?.background?.dark]
  ]
  return `:root{${values.filter(([, value]) => value !== undefined && hex.test(value)).map(([name, value]) => `${name}:${value};`).join('')}}`
}

/** The mode a page opens in, decided before it paints: forced, stored, docs.json's default, or the system's. */
export function modeScript(config: NormalisedConfig, pageVersion: string | undefined): string {
  const toggle = config.modeToggle ?? {}
  const forced = toggle.isHidden && toggle.default ? toggle.default : undefined
  const settings = { forced, fallback: toggle.default, remember: !toggle.isHidden, version: pageVersion, versions: config.versions ?? [] }
  return `(function(s){var d=document.documentElement,m=s.forced;function get(k){try{return localStorage.getItem(k)}catch(e){return null}}` +
    `if(!m&&s.remember)m=get('docslint:mode');if(m!=='light'&&m!=='dark')m=s.fallback||(matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light');` +
    `d.classList.toggle('dark',m==='dark');d.dataset.mode=m;` +
    `var v=s.version||get('docslint:version');if(s.versions.length){d.dataset.version=s.versions.indexOf(v)>=0?v:s.versions[0]}` +
    `})(${JSON.stringify(settings).replace(/</g, '\\u003c')})`
}

/** The repository a config names (a `github` top-bar button, or a `github` footer link to a repository). */
export function repositoryOf(config: NormalisedConfig): { url: string; name: string } | undefined {
  const candidates = [config.topbarCtaButton?.type === 'github' ? config.topbarCtaButton.url : undefined, config.footerSocials?.github]
  for (const candidate of candidates) {
    const match = candidate ? /^https:\/\/github\.com\/([\w.-]+)\/([\w.-]+?)(?:\.git)?\/?$/i.exec(candidate) : null
    if (match) return { url: `https://github.com/${match[1]}/${match[2]}`, name: `${match[1]}/${match[2]}` }
  }
  return undefined
}

function external(url: string | undefined): string | undefined {
  return url && isSafeExternal(url) ? url : undefined
}

/** A link that names a page of the site or leaves it: `/x` or `x` as a page, `https://...` as is. */
function configHref(links: SiteLinks, url: string | undefined): string | undefined {
  if (!url) return undefined
  if (url === '/') return links.to('index.html')
  return links.href(url)
}

function logo(config: NormalisedConfig, links: SiteLinks): Element {
  const value = config.logo
  const images: Element[] = []
  if (typeof value === 'string') {
    const src = links.asset(value)
    if (src) images.push(h('img.logo', { src, alt: config.name }))
  } else if (value) {
    const light = value.light ? links.asset(value.light) : undefined
    const dark = value.dark ? links.asset(value.dark) : undefined
    if (light) images.push(h('img.logo', { src: light, alt: config.name, className: dark ? ['logo-light'] : [] }))
    if (dark) images.push(h('img.logo', { src: dark, alt: config.name, className: light ? ['logo-dark'] : [] }))
  }
  const href = configHref(links, typeof value === 'object' ? value.href ?? '/' : '/') ?? links.to('index.html')
  return h('a.brand', { href }, images.length > 0 ? images : [h('span.brand-name', config.name)])
}

function ctaButton(config: NormalisedConfig): Element | undefined {
  const cta = config.topbarCtaButton
  const url = external(cta?.url)
  if (!cta || !url) return undefined
  const repository = cta.type === 'github' ? repositoryOf({ ...config, footerSocials: undefined }) : undefined
  if (repository) {
    return h('a.cta.cta-github', { href: url, dataGithubRepo: repository.name }, [
      icon('github', 'brands'),
      h('span', repository.name),
      h('span.stars', { hidden: true }, [icon('star', 'solid'), h('span.star-count')])
    ])
  }
  return h('a.cta', { href: url }, cta.name ?? url)
}

function versionSelect(config: NormalisedConfig, selected: string | undefined, firstPages: Map<string, string>): Element | undefined {
  const versions = config.versions ?? []
  if (versions.length === 0) return undefined
  return h('select.version-select', { ariaLabel: 'Version' }, versions.map((version) => h('option', { value: version, selected: version === selected, dataHref: firstPages.get(version) }, version)))
}

function modeToggle(config: NormalisedConfig): Element | undefined {
  if (config.modeToggle?.isHidden) return undefined
  return h('button.mode-toggle', { type: 'button', ariaLabel: 'Switch between light and dark mode', title: 'Light or dark mode' }, [icon('sun', 'solid', 'icon icon-sun'), icon('moon', 'solid', 'icon icon-moon')])
}

const socialIcons: Record<string, [string, string]> = {
  website: ['globe', 'solid'],
  x: ['x-twitter', 'brands']
}

function footer(config: NormalisedConfig, page: SitePage, site: Site, links: SiteLinks): Element {
  const socials = Object.entries(config.footerSocials ?? {})
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string' && external(entry[1]) !== undefined)
    .map(([platform, url]) => {
      const [name, type] = socialIcons[platform] ?? [platform, 'brands']
      return h('a.social', { href: url, ariaLabel: platform, title: platform }, [icon(name, type)])
    })
  return h('footer.site-footer', [pager(site, page, links), h('div.footer-row', [h('div.socials', socials), h('span.footer-name', config.name)])].filter((item) => item !== undefined))
}

function feedback(config: NormalisedConfig, page: SitePage): Element | undefined {
  const repository = repositoryOf(config)
  if (!repository || (!config.feedback?.suggestEdit && !config.feedback?.raiseIssue)) return undefined
  const buttons: Element[] = []
  if (config.feedback?.suggestEdit) {
    buttons.push(h('a.feedback-button', { href: `${repository.url}/edit/main/${page.path.split('/').map(encodeURIComponent).join('/')}` }, [icon('pencil', 'solid'), 'Suggest edits']))
  }
  if (config.feedback?.raiseIssue) {
    const query = `title=${encodeURIComponent(`Issue on docs: ${pageTitle(page)}`)}&body=${encodeURIComponent(`Page: ${page.url}`)}`
    buttons.push(h('a.feedback-button', { href: `${repository.url}/issues/new?${query}` }, [icon('circle-exclamation', 'solid'), 'Raise issue']))
  }
  return h('div.feedback', buttons)
}

function tableOfContents(content: RenderedContent): Element | undefined {
  if (content.toc.length === 0) return undefined
  return h('nav.toc', { ariaLabel: 'On this page' }, [
    h('p.toc-title', 'On this page'),
    h('ul', content.toc.map((entry) => h(`li.toc-depth-${entry.depth}`, [h('a', { href: `#${entry.slug}` }, entry.text)])))
  ])
}

export interface ShellInput {
  site: Site
  config: NormalisedConfig
  page: SitePage
  links: SiteLinks
  content: RenderedContent
  /** The version the page opens with (its own, or the first of docs.json). */
  version: string | undefined
  /** For each version, the href of its first page, where choosing it leads from a page of another version. */
  versionPages: Map<string, string>
}

/** The whole page: head, header, tabs, sidebar (anchors and groups), content, side column, footer. */
export function pageShell(input: ShellInput): Root {
  const { site, config, page, links, content, version } = input
  const title = page.facts.title ? `${page.facts.title} - ${config.name}` : config.name
  const favicon = config.favicon ? links.asset(config.favicon) : undefined
  const background = config.backgroundImage ? links.asset(config.backgroundImage) : undefined
  const head = [
    h('meta', { charSet: 'utf-8' }),
    h('meta', { name: 'viewport', content: 'width=device-width, initial-scale=1' }),
    h('title', title),
    page.facts.description ? h('meta', { name: 'description', content: page.facts.description }) : undefined,
    h('meta', { name: 'generator', content: 'docslint' }),
    favicon ? h('link', { rel: 'icon', href: favicon }) : undefined,
    h('link', { rel: 'stylesheet', href: links.to(STYLE_FILE) }),
    h('style', colorStyle(config)),
    h('script', modeScript(config, page.version)),
    h('script', { src: links.to(SCRIPT_FILE), defer: true })
  ].filter((item) => item !== undefined)
  const topLinks = (config.topbarLinks ?? [])
    .map((link) => ({ name: link.name, href: configHref(links, link.url) }))
    .filter((link): link is { name: string; href: string } => link.href !== undefined)
    .map((link) => h('a.topbar-link', { href: link.href }, link.name))
  const header = h('header.site-header', [
    h('div.header-row', [
      h('button.menu-toggle', { type: 'button', ariaLabel: 'Show the navigation', ariaExpanded: 'false' }, [icon('bars', 'solid')]),
      logo(config, links),
      h('div.header-space'),
      h('nav.topbar', { ariaLabel: 'Site links' }, [...topLinks, ctaButton(config), versionSelect(config, version, input.versionPages), modeToggle(config)].filter((item) => item !== undefined))
    ]),
    tabBar(site, config, page, links)
  ].filter((item) => item !== undefined))
  const side = [...(content.aside.children as ElementContent[])]
  const body = h(
    'body',
    { className: side.length > 0 ? ['has-examples'] : [], dataPageVersion: page.version, style: background ? `background-image:url("${background.replace(/["'()\\]/g, (c) => encodeURIComponent(c))}")` : undefined },
    [
      h('a.skip-link', { href: '#content' }, 'Skip to content'),
      header,
      h('div.layout', [
        h('aside.sidebar', [anchorList(site, config, page, links, version), sidebar(site, config, page, links, version)].filter((item) => item !== undefined)),
        h('main#content.content', [
          h('article', [
            h('header.page-header', [h('h1', pageTitle(page)), page.facts.description ? h('p.page-description', page.facts.description) : undefined].filter((item) => item !== undefined)),
            h('div.prose', content.main.children as ElementContent[]),
            feedback(config, page)
          ].filter((item) => item !== undefined)),
          footer(config, page, site, links)
        ]),
        h('aside.page-side', [tableOfContents(content), side.length > 0 ? h('div.examples', side) : undefined].filter((item) => item !== undefined))
      ])
    ]
  )
  return { type: 'root', children: [{ type: 'doctype' }, h('html', { lang: 'en', dataVersion: version }, [h('head', head), body])] }
}

