import { docsJson, navigationOf, page } from '../helpers.js'
import { testRule } from './tester.js'

const site = (body: string, more: Record<string, string> = {}) => ({
  'docs.json': docsJson(navigationOf('index', 'guides/setup')),
  'index.mdx': page('Welcome.\n'),
  'guides/setup.mdx': page(body),
  'snippets/note.mdx': 'A shared note.\n',
  'snippets/plans.mdx': "export const Plans = () => <p>Plans</p>\nexport function Price() { return null }\nexport { Plans as Tiers }\n\nText.\n",
  'snippets/everything.mdx': "export * from './plans.mdx'\n",
  'guides/parts/steps.jsx': 'export const Steps = () => null\n',
  ...more
})

testRule('import-missing', {
  valid: [
    {
      name: 'a snippet from the root, a relative file without its extension, and packages',
      files: site("import Note from '/snippets/note.mdx'\nimport { Steps } from './parts/steps'\nimport { useState } from 'react'\nimport { Button } from '@acme/ui'\n\n<Note />\n", {
        'package.json': JSON.stringify({ dependencies: { '@acme/ui': '1.0.0' } })
      })
    },
    {
      name: 'an alias that the `paths` of tsconfig.json map to a file',
      files: site("import ProviderLogo from '@components/ProviderLogo'\n\n<ProviderLogo />\n", {
        'tsconfig.json': '{ "compilerOptions": { "paths": { "@components/*": ["snippets/components/*"] } } }\n',
        'snippets/components/ProviderLogo.jsx': 'export default () => null\n'
      })
    },
    {
      name: 'names an .mdx snippet exports (a const, a function, a renamed export), its default, and a snippet that re-exports another',
      files: site("import Plans, { Plans as P, Price, Tiers } from '/snippets/plans.mdx'\nimport { Anything } from '/snippets/everything.mdx'\n\n<P />\n")
    },
    { name: 'a name from a .jsx file (its exports are not read)', files: site("import { Missing } from './parts/steps'\n") }
  ],
  invalid: [
    {
      name: 'a name the .mdx snippet does not export, on the name, with the closest one',
      files: site("import { Plan, Price } from '/snippets/plans.mdx'\nimport { Note } from '/snippets/note.mdx'\n\n<Plan />\n"),
      messages: [
        { file: 'guides/setup.mdx', at: '6:10-6:14', reason: 'Import `/snippets/plans.mdx` has no export `Plan`: it exports `Plans`, `Price` and `Tiers`; did you mean `Plans`?' },
        { file: 'guides/setup.mdx', at: '7:10-7:14', reason: 'Import `/snippets/note.mdx` has no export `Note`: it exports nothing by name; import its content as the default (`import Note from ...`)' }
      ]
    },
    {
      name: 'a snippet that does not exist, on the specifier, with the closest file',
      files: site("import Note from '/snippets/notes.mdx'\n\n<Note />\n"),
      messages: [
        {
          file: 'guides/setup.mdx',
          at: '6:18-6:39',
          reason: 'Import `/snippets/notes.mdx` leads to no file: `snippets/notes.mdx` does not exist in the site, nor with `.mdx`, `.md`, `.jsx`, `.tsx`, `.js`, `.ts` added; did you mean `/snippets/note.mdx`?'
        }
      ]
    },
    {
      name: 'a relative import of a missing file, read from the page\'s folder',
      files: site("import { Steps } from '../parts/steps'\n\n<Steps />\n"),
      messages: [
        {
          file: 'guides/setup.mdx',
          at: '6:23-6:39',
          reason: 'Import `../parts/steps` leads to no file: `parts/steps` does not exist in the site, nor with `.mdx`, `.md`, `.jsx`, `.tsx`, `.js`, `.ts` added'
        }
      ]
    },
    {
      name: 'an alias that resolves to nothing, with and without a `paths` entry',
      files: site("import ProviderLogo from '@components/ProviderLogo'\nimport Card from '@/snippets/card'\n\n<ProviderLogo />\n", {
        'jsconfig.json': '{ "compilerOptions": { "paths": { "@/*": ["./*"] } } }\n'
      }),
      messages: [
        {
          file: 'guides/setup.mdx',
          at: '6:26-6:52',
          reason: 'Import `@components/ProviderLogo` resolves to nothing: no `paths` entry of tsconfig.json or jsconfig.json maps it, and the site installs no package of that name; import the file by its path from the site root (`/snippets/...`)'
        },
        {
          file: 'guides/setup.mdx',
          at: '7:18-7:35',
          reason: 'Import `@/snippets/card` resolves to nothing: it maps to `snippets/card`, which does not exist; import the file by its path from the site root (`/snippets/...`)'
        }
      ]
    }
  ]
})
