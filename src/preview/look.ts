/**
 * How a site looks in the preview, the same from either format of docs.json: name, logo, favicon, colours,
 * fonts, background, light/dark mode, navbar links and button, footer socials and link columns. The layout reads
 * only this; the two readers below are the one place that knows where each format writes a setting.
 * Values are kept as written: every href and file path still goes through SiteLinks when it is rendered.
 */
import type { NormalisedConfig } from '../config/normalise.js'
import { iconLibraryOf, type IconLibrary } from '../icons/libraries.js'
import { fontsOf, type SiteFonts } from './fonts.js'

/** An icon as docs.json names it: a name, its Font Awesome style, and the library it is from (the site's `icons.library` unless it names one). */
export interface IconSetting {
  name: string
  type?: string
  library?: IconLibrary
}

export interface LinkSetting {
  label: string
  href: string
  icon?: IconSetting
}

export interface SiteLook {
  name: string
  /** One image (`light` only) or one per mode; `href` is where a click on it leads. */
  logo?: { light?: string; dark?: string; href?: string }
  favicon?: string
  colours: { primary?: string; light?: string; dark?: string; backgroundLight?: string; backgroundDark?: string }
  backgroundImage?: string
  /** The mode a new reader gets (undefined: the system's), and whether the reader may switch it. */
  mode: { default?: 'light' | 'dark'; toggle: boolean }
  navbarLinks: LinkSetting[]
  /** The navbar's button: a labelled link, or a GitHub or Discord link shown with its icon. */
  primary?: { type: 'link' | 'github' | 'discord'; label?: string; href: string }
  /** Footer icon links, by platform (`x`, `github`, ...), in the order written. */
  socials: [platform: string, href: string][]
  footerColumns: { header?: string; items: LinkSetting[] }[]
  feedback: { suggestEdit: boolean; raiseIssue: boolean }
  /** The families of headings and body text (the current format only: the seed's `font` is accepted, not read). */
  fonts: SiteFonts
}

type Node = Record<string, unknown>
const isNode = (value: unknown): value is Node => value !== null && typeof value === 'object' && !Array.isArray(value)
const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value : undefined)
/** A setting that is one path, or one per mode (`{light, dark}`): the light one stands for both where only one is used. */
const lightOf = (value: unknown): string | undefined => text(value) ?? (isNode(value) ? text(value.light) ?? text(value.dark) : undefined)

/** An icon setting of the current format: a name (with `iconType` beside it), or `{name, style, library}`; `library`: the site's. */
export function iconSetting(value: unknown, iconType?: unknown, library?: IconLibrary): IconSetting | undefined {
  if (isNode(value)) return text(value.name) ? { name: value.name as string, type: text(value.style), library: isIconLibrary(value.library) ? value.library : library } : undefined
  return text(value) ? { name: value as string, type: text(iconType), library } : undefined
}

const isIconLibrary = (value: unknown): value is IconLibrary => value === 'fontawesome' || value === 'lucide' || value === 'tabler'

/** The look of a site in the seed's format. */
export function legacyLook(config: NormalisedConfig): SiteLook {
  const logo = typeof config.logo === 'string' ? { light: config.logo } : config.logo
  const cta = config.topbarCtaButton
  return {
    name: config.name,
    logo: logo ? { light: logo.light, dark: logo.dark, href: logo.href } : undefined,
    favicon: config.favicon,
    colours: {
      primary: config.colors?.primary,
      light: config.colors?.light,
      dark: config.colors?.dark,
      backgroundLight: config.colors?.background?.light,
      backgroundDark: config.colors?.background?.dark
    },
    backgroundImage: config.backgroundImage,
    mode: { default: config.modeToggle?.default, toggle: !config.modeToggle?.isHidden },
    navbarLinks: (config.topbarLinks ?? []).map((link) => ({ label: link.name, href: link.url })),
    primary: cta?.url ? { type: cta.type === 'github' ? 'github' : 'link', label: cta.name, href: cta.url } : undefined,
    socials: Object.entries(config.footerSocials ?? {}).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    footerColumns: [],
    feedback: { suggestEdit: Boolean(config.feedback?.suggestEdit), raiseIssue: Boolean(config.feedback?.raiseIssue) },
    fonts: {}
  }
}

/** The look of a site in the current format, from docs.json as written (read with care: a build with --force may get any shape). */
export function currentLook(value: Node): SiteLook {
  const colors = isNode(value.colors) ? value.colors : {}
  const background = isNode(value.background) ? value.background : {}
  const backgroundColours = isNode(background.color) ? background.color : {}
  const appearance = isNode(value.appearance) ? value.appearance : {}
  const navbar = isNode(value.navbar) ? value.navbar : {}
  const footer = isNode(value.footer) ? value.footer : {}
  const mode = appearance.default === 'light' || appearance.default === 'dark' ? appearance.default : undefined
  return {
    name: text(value.name) ?? '',
    logo: currentLogo(value.logo),
    favicon: lightOf(value.favicon),
    colours: {
      primary: text(colors.primary),
      light: text(colors.light),
      dark: text(colors.dark),
      backgroundLight: text(backgroundColours.light),
      backgroundDark: text(backgroundColours.dark)
    },
    backgroundImage: lightOf(background.image),
    mode: { default: mode, toggle: appearance.strict !== true },
    navbarLinks: linksOf(navbar.links, iconLibraryOf(value)),
    primary: currentPrimary(navbar.primary),
    socials: Object.entries(isNode(footer.socials) ? footer.socials : {}).filter((entry): entry is [string, string] => text(entry[1]) !== undefined),
    footerColumns: (Array.isArray(footer.links) ? footer.links : []).filter(isNode).map((column) => ({ header: text(column.header), items: linksOf(column.items, iconLibraryOf(value)) })),
    feedback: { suggestEdit: false, raiseIssue: false },
    fonts: fontsOf(value.fonts)
  }
}

function currentLogo(value: unknown): SiteLook['logo'] {
  if (text(value)) return { light: value as string }
  if (!isNode(value)) return undefined
  return { light: text(value.light), dark: text(value.dark), href: text(value.href) }
}

/** `navbar.links` and a footer column's `items`: `{label, href, icon}`; a navbar link of `type` github or discord is named after it. */
function linksOf(value: unknown, library: IconLibrary): LinkSetting[] {
  return (Array.isArray(value) ? value : []).filter(isNode).flatMap((link) => {
    const href = text(link.href)
    const type = link.type === 'github' ? 'GitHub' : link.type === 'discord' ? 'Discord' : undefined
    const label = text(link.label) ?? type
    return href && label ? [{ label, href, icon: iconSetting(link.icon, link.iconType, library) ?? (type ? { name: String(link.type), type: 'brands' } : undefined) }] : []
  })
}

function currentPrimary(value: unknown): SiteLook['primary'] {
  if (!isNode(value) || !text(value.href)) return undefined
  const type = value.type === 'github' || value.type === 'discord' ? value.type : 'link'
  return { type, label: text(value.label), href: value.href as string }
}
