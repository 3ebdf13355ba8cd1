/**
 * docs.json's `fonts` in the preview: the family of headings and of body text, each from the top-level setting or
 * its own (`fonts.heading`, `fonts.body`). A font file of the site (`/fonts/Inter.woff2`) is copied into the
 * output and declared with `@font-face`; a remote one (a URL, or a Google Font named by its family) is not
 * fetched, since the preview makes no request: the family name is still given first, so a reader who has the font
 * installed sees it, and the others the system's font.
 */

/** One font as docs.json writes it (the current format). */
export interface FontSetting {
  family?: string
  weight?: number
  source?: string
  format?: 'woff' | 'woff2'
}

export interface SiteFonts {
  heading?: FontSetting
  body?: FontSetting
}

type Node = Record<string, unknown>
const isNode = (value: unknown): value is Node => value !== null && typeof value === 'object' && !Array.isArray(value)

/** docs.json's `fonts` as written (read with care: a build with --force may get any shape); the top level stands for both roles. */
export function fontsOf(value: unknown): SiteFonts {
  if (!isNode(value)) return {}
  const shared = fontSetting(value)
  const role = (name: 'heading' | 'body') => (isNode(value[name]) ? { ...shared, ...fontSetting(value[name]) } : shared)
  return { heading: role('heading'), body: role('body') }
}

function fontSetting(value: Node): FontSetting | undefined {
  const setting: FontSetting = {
    family: typeof value.family === 'string' ? value.family : undefined,
    weight: typeof value.weight === 'number' && Number.isFinite(value.weight) ? value.weight : undefined,
    source: typeof value.source === 'string' ? value.source : undefined,
    format: value.format === 'woff' || value.format === 'woff2' ? value.format : undefined
  }
  const written = Object.fromEntries(Object.entries(setting).filter(([, field]) => field !== undefined)) as FontSetting
  return Object.keys(written).length > 0 ? written : undefined
}

/**
 * The family name as a CSS string, or undefined when nothing of it is left: only letters, digits, spaces,
 * hyphens, dots and underscores are kept, so the name can neither end the string nor the `<style>` it is in.
 */
function familyName(family: string | undefined): string | undefined {
  const clean = family?.replace(/[^\p{L}\p{N} ._-]/gu, '').trim()
  return clean ? `"${clean}"` : undefined
}

/**
 * The page's font rules: an `@font-face` for each font file of the site (`href` gives its output href, copying
 * it, or undefined when it is not a file of the site), the body's family in front of the system's (`--sans`),
 * and the headings' family. Empty when docs.json sets no family.
 */
export function fontStyle(fonts: SiteFonts, href: (source: string) => string | undefined): string {
  const faces = new Map<string, string>()
  const use = (font: FontSetting | undefined): string | undefined => {
    const name = familyName(font?.family)
    if (!name || !font) return undefined
    const file = font.source && !/^[a-z][a-z\d+.-]*:|^\/\//i.test(font.source) ? href(font.source) : undefined
    if (file) faces.set(`${name}|${file}|${font.weight}`, fontFace(name, file, font))
    return name
  }
  const body = use(fonts.body)
  const heading = use(fonts.heading)
  const rules = [
    ...faces.values(),
    body ? `:root{--sans:${body},var(--system-sans)}` : '',
    heading ? `h1,h2,h3,h4,h5,h6{font-family:${heading},var(--sans)}` : ''
  ]
  return rules.join('')
}

function fontFace(name: string, file: string, font: FontSetting): string {
  // Inside a quoted url() only a quote, a backslash or a line break could end it.
  const url = file.replace(/["\\\s]/g, (character) => encodeURIComponent(character))
  const format = font.format ? ` format("${font.format}")` : ''
  const weight = font.weight !== undefined ? `;font-weight:${font.weight}` : ''
  return `@font-face{font-family:${name};src:url("${url}")${format}${weight};font-display:swap}`
}
