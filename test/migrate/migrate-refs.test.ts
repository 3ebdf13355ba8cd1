/** `docslint migrate` reads docs.json as the generator does: the files its `$ref`s name are part of it. */
import { describe, expect, it, jest } from '@jest/globals'
import { migrate } from '../../src/cli/migrate.js'
import { page, withSite } from '../helpers.js'

/** What `migrate` prints for a site, and what it says on stderr. */
async function migrated(files: Record<string, string>): Promise<{ config: Record<string, unknown> }> {
  return withSite(files, async (root) => {
    const printed: string[] = []
    const out = jest.spyOn(process.stdout, 'write').mockImplementation((chunk) => Boolean(printed.push(String(chunk))))
    const err = jest.spyOn(process.stderr, 'write').mockImplementation(() => true)
    try {
      migrate(root, {})
    } finally {
      out.mockRestore()
      err.mockRestore()
    }
    return { config: JSON.parse(printed.join('')) as Record<string, unknown> }
  })
}

describe('migrate with $ref', () => {
  it('migrates the navigation read from the file a ref names', async () => {
    const { config } = await migrated({
      'docs.json': '{ "name": "Acme", "navigation": { "$ref": "./navigation.json" } }\n',
      'navigation.json': '[{ "group": "Start", "pages": ["index"] }]\n',
      'index.mdx': page('Welcome.\n')
    })
    expect(JSON.stringify(config.navigation)).toContain('"index"')
  })

  it('refuses a ref that cannot be followed, with one line', async () => {
    await expect(
      withSite({ 'docs.json': '{ "name": "Acme", "navigation": { "$ref": "./missing.json" } }\n' }, async (root) => migrate(root, {}))
    ).rejects.toThrow(/docs\.json: `\$ref` `\.\/missing\.json` cannot be read: the file does not exist; `docslint check` says where/)
  })
})
