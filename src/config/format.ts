/** The two formats of docs.json: the seed's (`navigation` an array of groups) and the generator's current one. */
export type ConfigFormat = 'legacy' | 'current'

/** The `$schema` that the generator's own editor support uses for a current-format docs.json. */
export const CURRENT_SCHEMA_URL = 'https://mintlify.com/docs.json'

/**
 * Which format a parsed docs.json (or mint.json) is written in. The current format shows itself by its
 * `$schema` (`https://mintlify.com/docs.json`), by an object `navigation`, or by a `theme`; anything else,
 * a file that is not an object included, is read as the seed's format, whose checks then say what is wrong.
 */
export function configFormatOf(value: unknown): ConfigFormat {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return 'legacy'
  const config = value as Record<string, unknown>
  if (typeof config.$schema === 'string' && isCurrentSchemaUrl(config.$schema)) return 'current'
  const navigation = config.navigation
  const navigationIsObject = navigation !== null && typeof navigation === 'object' && !Array.isArray(navigation)
  return navigationIsObject || 'theme' in config ? 'current' : 'legacy'
}

/** `https://mintlify.com/docs.json`, with or without `www.`, over http or https. */
function isCurrentSchemaUrl(url: string): boolean {
  return /^https?:\/\/(www\.)?mintlify\.com\/docs\.json$/.test(url.trim())
}
