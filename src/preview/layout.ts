import { h } from 'hastscript'
import type { Element, ElementContent, Root } from 'hast'
import type { Site, SitePage } from '../site/model.js'
import type { RenderedContent } from './content.js'
import { icon } from './icons.js'
import { languageTag } from './counterparts.js'
import type { LinkSetting, SiteLook } from './look.js'
import { fontStyle } from './fonts.js'
import { iconElement, pageTitle, type NavigationView } from './nav-parts.js'
import type { SiteLinks } from './site-links.js'
import { SEARCH_SCRIPT_FILE, searchBox } from './search/box.js'
import { NAVIGATION_FILE, scriptJson } from './shared-nav.js'
import { own } from '../util/own.js'

export const STYLE_FILE = '_docslint/style.css'
/** The stylesheet of the component library that draws the pages' components (src/preview/library/), once per build. */
export const COMPONENTS_STYLE_FILE = '_docslint/components.css'
export const SCRIPT_FILE = '_docslint/script.js'

const hex = /^#[0-9a-f]{3,8}$/i

/** The theme's colours as CSS custom properties (hex values only; others keep the defaults). */
export function colorStyle(look: SiteLook): string {
  const colours = look.colours
  const values: [string, string | undefined][] = [
    ['--primary', colours.primary],
    ['--primary-light', colours.light],
    ['--primary-dark', colours.dark],
    ['--background-light', colours.backgroundLight],
    ['--background-dark', colours.backgroundDark],
    // The same colours under the names the component library's stylesheet reads.
    ['--color-primary', colours.primary],
    ['--color-primary-light', colours.light],
    ['--color-primary-dark', colours.dark],
    ['--color-background-light', colours.backgroundLight],
    ['--color-background-dark', colours.backgroundDark]
  ]
  return `:root{${values.filter(([, value]) => value !== undefined && hex.test(value)).map(([name, value]) => `${name}:${value};`).join('')}}`
}

/** The mode a page opens in, decided before it paints: forced, stored, docs.json's default, or the system's. */
export function modeScript(look: SiteLook): string {
  const forced = !look.mode.toggle && look.mode.default ? look.mode.default : undefined
  const settings = { forced, fallback: look.mode.default, remember: look.mode.toggle }
  return `(function(s){var d=document.documentElement,m=s.forced;function get(k){try{return localStorage.getItem(k)}catch(e){return null}}` +
    `if(!m&&s.remember)m=get('docslint:mode');if(m!=='light'&&m!=='dark')m=s.fallback||(matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light');` +
    `d.classList.toggle('dark',m==='dark');d.dataset.mode=m;` +
    `})(${scriptJson(settings)})`
}

/** The repository a site names (a `github` navbar button, or a `github` footer link to a repository). */
export function repositoryOf(candidates: (string | undefined)[]): { url: string; name: string } | undefined {
  for (const candidate of candidates) {
    const match = candidate ? /^https:\/\/github\.com\/([\w.-]+)\/([\w.-]+?)(?:\.git)?\/?$/i.exec(candidate) : null
    if (match) return { url: `https://github.com/${match[1]}/${match[2]}`, name: `${match[1]}/${match[2]}` }
  }
  return undefined
}

const githubButton = (look: SiteLook) => (look.primary?.type === 'github' ? look.primary.href : undefined)
const socialOf = (look: SiteLook, platform: string) => look.socials.find(([name]) => name === platform)?.[1]

/** A link that names a page of the site or leaves it: `/x` or `x` as a page, `https://...` as is, an unsafe scheme not at all. */
function configHref(links: SiteLinks, url: string | undefined): string | undefined {
  if (!url) return undefined
  if (url === '/') return links.to('index.html')
  return links.href(url)
}

function logo(look: SiteLook, links: SiteLinks): Element {
  const light = look.logo?.light ? links.asset(look.logo.light) : undefined
  const dark = look.logo?.dark ? links.asset(look.logo.dark) : undefined
  const images: Element[] = []
  if (light) images.push(h('img.logo', { src: light, alt: look.name, className: dark ? ['logo-light'] : [] }))
  if (dark) images.push(h('img.logo', { src: dark, alt: look.name, className: light ? ['logo-dark'] : [] }))
  const href = configHref(links, look.logo?.href ?? '/') ?? links.to('index.html')
  return h('a.brand', { href }, images.length > 0 ? images : [h('span.brand-name', look.name)])
}

/** The navbar's button: a repository with its star count, a Discord link, or a labelled link. */
function primaryButton(look: SiteLook, links: SiteLinks): Element | undefined {
  const primary = look.primary
  const href = primary ? configHref(links, primary.href) : undefined
  if (!primary || !href) return undefined
  const repository = primary.type === 'github' ? repositoryOf([href]) : undefined
  if (repository) {
    return h('a.cta.cta-github', { href, dataGithubRepo: repository.name }, [
      icon('github', 'brands'),
      h('span', repository.name),
      h('span.stars', { hidden: true }, [icon('star', 'solid'), h('span.star-count')])
    ])
  }
  if (primary.type !== 'link') return h(`a.cta.cta-${primary.type}`, { href }, [icon(primary.type, 'brands'), h('span', primary.label ?? (primary.type === 'github' ? 'GitHub' : 'Discord'))])
  return h('a.cta', { href }, primary.label ?? href)
}

function modeToggle(look: SiteLook): Element | undefined {
  if (!look.mode.toggle) return undefined
  return h('button.mode-toggle', { type: 'button', ariaLabel: 'Switch between light and dark mode', title: 'Light or dark mode' }, [icon('sun', 'solid', 'icon icon-sun'), icon('moon', 'solid', 'icon icon-moon')])
}

/** Links of docs.json (navbar, footer columns) with an href that is safe to follow; the others are left out. */
function linkElements(links: SiteLinks, settings: LinkSetting[], className: string): Element[] {
  return settings.flatMap((link) => {
    const href = configHref(links, link.href)
    return href ? [h(`a.${className}`, { href }, [iconElement(link.icon), link.label].filter((part) => part !== undefined))] : []
  })
}

const socialIcons: Record<string, [string, string]> = {
  website: ['globe', 'solid'],
  x: ['x-twitter', 'brands'],
  'earth-americas': ['earth-americas', 'solid']
}

function footer(look: SiteLook, view: NavigationView, links: SiteLinks): Element {
  const socials = look.socials.flatMap(([platform, url]) => {
    const href = configHref(links, url)
    const [name, type] = own(socialIcons, platform) ?? [platform, 'brands']
    return href ? [h('a.social', { href, ariaLabel: platform, title: platform }, [icon(name, type)])] : []
  })
  const columns = look.footerColumns
    .map((column) => ({ header: column.header, items: linkElements(links, column.items, 'footer-link') }))
    .filter((column) => column.items.length > 0)
    .map((column) => h('div.footer-column', [column.header ? h('p.footer-header', column.header) : undefined, h('ul', column.items.map((item) => h('li', [item])))].filter((part) => part !== undefined)))
  return h('footer.site-footer', [
    view.pager,
    columns.length > 0 ? h('div.footer-columns', columns) : undefined,
    h('div.footer-row', [h('div.socials', socials), h('span.footer-name', look.name)])
  ].filter((item) => item !== undefined))
}

function feedback(look: SiteLook, page: SitePage): Element | undefined {
  const repository = repositoryOf([githubButton(look), socialOf(look, 'github')])
  if (!repository || (!look.feedback.suggestEdit && !look.feedback.raiseIssue)) return undefined
  const buttons: Element[] = []
  if (look.feedback.suggestEdit) {
    buttons.push(h('a.feedback-button', { href: `${repository.url}/edit/main/${page.path.split('/').map(encodeURIComponent).join('/')}` }, [icon('pencil', 'solid'), 'Suggest edits']))
  }
  if (look.feedback.raiseIssue) {
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
  look: SiteLook
  page: SitePage
  links: SiteLinks
  content: RenderedContent
  /** The page's navigation: tabs, menus, anchors, pager. */
  navigation: NavigationView
  /** The sidebar's groups as the page carries them (src/preview/shared-nav.ts). */
  groups: Element
  /** The number of the search index the page's search box searches (src/preview/search/scopes.ts). */
  searchScope?: number
}

function head(input: ShellInput): Element {
  const { look, page, links, navigation } = input
  const title = page.facts.title ? `${page.facts.title} - ${look.name}` : look.name
  const favicon = look.favicon ? links.asset(look.favicon) : undefined
  const fontRules = fontStyle(look.fonts, (source) => links.asset(source))
  return h('head', [
    h('meta', { charSet: 'utf-8' }),
    h('meta', { name: 'viewport', content: 'width=device-width, initial-scale=1' }),
    h('title', title),
    page.facts.description ? h('meta', { name: 'description', content: page.facts.description }) : undefined,
    h('meta', { name: 'generator', content: 'docslint' }),
    favicon ? h('link', { rel: 'icon', href: favicon }) : undefined,
    // The component library's stylesheet first: the preview's own rules refine it.
    h('link', { rel: 'stylesheet', href: links.to(COMPONENTS_STYLE_FILE) }),
    h('link', { rel: 'stylesheet', href: links.to(STYLE_FILE) }),
    h('style', colorStyle(look)),
    fontRules ? h('style', fontRules) : undefined,
    h('script', modeScript(look)),
    h('script', { src: links.to(NAVIGATION_FILE), defer: true }),
    h('script', { src: links.to(SCRIPT_FILE), defer: true }),
    h('script', { src: links.to(SEARCH_SCRIPT_FILE), defer: true })
  ].filter((item) => item !== undefined))
}

function siteHeader(input: ShellInput): Element {
  const { look, links, navigation } = input
  const bar = [...linkElements(links, look.navbarLinks, 'topbar-link'), primaryButton(look, links), ...navigation.switchers, modeToggle(look)].filter((item) => item !== undefined)
  return h('header.site-header', [
    h('div.header-row', [
      h('button.menu-toggle', { type: 'button', ariaLabel: 'Show the navigation', ariaExpanded: 'false' }, [icon('bars', 'solid')]),
      logo(look, links),
      searchBox(input.searchScope ?? 0),
      h('div.header-space'),
      h('nav.topbar', { ariaLabel: 'Site links' }, bar)
    ]),
    navigation.tabBar
  ].filter((item) => item !== undefined))
}

/**
 * The top bar's links, repeated at the foot of the phone menu (the top bar has no room for them there), and its
 * button, which the narrowest screens show only here (layout-style.ts): beside the switchers it ran off a 390 px screen.
 */
function phoneLinks(look: SiteLook, links: SiteLinks): Element | undefined {
  const items = linkElements(links, look.navbarLinks, 'phone-link').map((item) => h('li', [item]))
  const primary = primaryButton(look, links)
  if (primary) items.push(h('li.phone-cta', [primary]))
  return items.length > 0 ? h('ul.phone-links', items) : undefined
}

/** The whole page: head, header, tabs, sidebar (anchors, menus and groups), content, side column, footer. */
export function pageShell(input: ShellInput): Root {
  const { look, page, links, content, navigation, groups } = input
  const background = look.backgroundImage ? links.asset(look.backgroundImage) : undefined
  const side = [...(content.aside.children as ElementContent[])]
  const body = h(
    'body',
    { className: side.length > 0 ? ['has-examples'] : [], dataPageVersion: navigation.pageVersion, style: background ? `background-image:url("${background.replace(/["'()\\]/g, (c) => encodeURIComponent(c))}")` : undefined },
    [
      h('a.skip-link', { href: '#content' }, 'Skip to content'),
      siteHeader(input),
      h('div.layout', [
        h('aside.sidebar', { ariaLabel: 'Navigation' }, [...navigation.sidebarTop, groups, phoneLinks(look, links)]),
        h('main#content.content', [
          h('article', [
            h('header.page-header', [h('h1', pageTitle(page)), page.facts.description ? h('p.page-description', page.facts.description) : undefined].filter((item) => item !== undefined)),
            h('div.prose', content.main.children as ElementContent[]),
            feedback(look, page)
          ].filter((item) => item !== undefined))
        ]),
        // After the content and before the footer: on a phone, examples come right below the page.
        h('aside.page-side', { ariaLabel: side.length > 0 ? 'On this page and examples' : 'On this page' }, [tableOfContents(content), side.length > 0 ? h('div.examples', side) : undefined].filter((item) => item !== undefined)),
        footer(look, navigation, links)
      ])
    ]
  )
  return { type: 'root', children: [{ type: 'doctype' }, h('html', { lang: languageTag(page.language) ?? 'en', dataVersion: navigation.version }, [head(input), body])] }
}
