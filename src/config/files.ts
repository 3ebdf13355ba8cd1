/** The names of a site's configuration file: `docs.json`, or the legacy `mint.json` when there is no docs.json. */
export const CONFIG_FILE_NAMES = ['docs.json', 'mint.json'] as const
