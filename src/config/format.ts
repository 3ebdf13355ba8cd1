import { docsSchema } from './schema.js'

/** The two formats of docs.json: the seed's (`navigation` an array of groups) and the generator's current one. */
export type ConfigFormat = 'legacy' | 'current'

/** The `$schema` that the generator's own editor support uses for a current-format docs.json. */
export const CURRENT_SCHEMA_URL = 'https://mintlify.com/docs.json'

/** The themes of mint.json (and so of the seed format); the current format has others (`mint`, `maple`, ...). */
const SEED_THEMES = (docsSchema.properties?.theme?.enum ?? []) as unknown[]

/**
 * Which format a parsed docs.json (or mint.json) is written in. The current format shows itself by its
 * `$schema` (`https://mintlify.com/docs.json`), by an object `navigation`, or by a `theme` of its own; anything
 * else, a file that is not an object included, is read as the seed's format, whose checks then say what is wrong.
 * The shape of `navigation` outweighs `theme`: old sites' mint.json carry a `theme` (`venus`) beside their
 * navigation list, and the generator reads them as mint.json, which has themes of its own.
 */
export function configFormatOf(value: unknown): ConfigFormat {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return 'legacy'
  const config = value as Record<string, unknown>
  if (typeof config.$schema === 'string' && isCurrentSchemaUrl(config.$schema)) return 'current'
  const { navigation, theme } = config
  if (Array.isArray(navigation)) return 'legacy'
  if (navigation !== null && typeof navigation === 'object') return 'current'
  return 'theme' in config && !SEED_THEMES.includes(theme) ? 'current' : 'legacy'
}

/** `https://mintlify.com/docs.json`, with or without `www.`, over http or https. */
function isCurrentSchemaUrl(url: string): boolean {
  return /^https?:\/\/(www\.)?mintlify\.com\/docs\.json$/.test(url.trim())
}
