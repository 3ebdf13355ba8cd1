import { describe, expect, it } from '@jest/globals'
import path from 'node:path'
import { discoverSpecFiles } from '../../src/openapi/discover.js'
import { withSite } from '../helpers.js'

describe('discoverSpecFiles: the specs of a site whose docs.json names none', () => {
  it('finds YAML and JSON specs by their version, and a YAML spec that does not parse by its top-level line', async () => {
    await withSite(
      {
        'api/store.yaml': 'openapi: 3.1.0\ninfo:\n  title: Store\n  version: "1"\npaths: {}\n',
        'api/admin.json': '{"swagger": "2.0", "info": {"title": "Admin", "version": "1"}, "paths": {}}',
        'api/broken.yaml': 'openapi: 3.0.0\ninfo: [\n',
        'config/app.yaml': 'name: app\nopenapi: ./store.yaml\n',
        'docs.json': '{"openapi": "api/store.yaml"}'
      },
      async (root) => {
        const found = (await discoverSpecFiles(root)).map((file) => path.relative(root, file)).sort()
        expect(found).toEqual(['api/admin.json', 'api/broken.yaml', 'api/store.yaml'])
      }
    )
  })

  // yaml.parse copies each error's line into its message: 100,000 errors on a 200 KB line took 43 s.
  it('reads a YAML file with 100,000 errors on one line at the speed of the others', async () => {
    await withSite({ 'bad.yaml': `openapi: 3.0.0\ninfo: [-alt: o"x/${'[]'.repeat(100_000)}\n` }, async (root) => {
      expect((await discoverSpecFiles(root)).map((file) => path.basename(file))).toEqual(['bad.yaml'])
    })
  })
})
