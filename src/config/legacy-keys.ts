import type { Segment } from './json.js'
import { own } from '../util/own.js'

/**
 * Keys of the seed's format that a current-format docs.json may still carry after a hand migration, by
 * where they stand (`topbarLinks` at the top, `auth` inside `api`), with what the current format writes
 * instead. The current schema does not know them; `config-format` says where each one went.
 */
const LEGACY_KEYS: Record<string, string> = {
  topbarLinks: '`navbar.links`',
  topbarCtaButton: '`navbar.primary`',
  footerSocials: '`footer.socials`',
  modeToggle: '`appearance` (`default`, `strict`)',
  backgroundImage: '`background.image`',
  openapi: '`api.openapi`',
  anchors: '`navigation.anchors` (or `navigation.global.anchors` for links)',
  tabs: '`navigation.tabs`',
  versions: '`navigation.versions`',
  topAnchor: 'a first anchor in `navigation.anchors`',
  analytics: '`integrations`',
  font: '`fonts`',
  'api.baseUrl': '`api.mdx.server`',
  'api.auth': '`api.mdx.auth`',
  'api.playground.mode': '`api.playground.display` (`interactive`, `simple` or `none`)',
  'colors.background': '`background.color`'
}

/** What the current format writes instead of the seed-format key at `path`, or undefined when it is no such key. */
export function currentNameOfLegacyKey(path: Segment[]): string | undefined {
  if (path.some((segment) => typeof segment !== 'string')) return undefined
  return own(LEGACY_KEYS, path.join('.'))
}
