import { docsJson, page } from '../helpers.js'
import { testRule } from './tester.js'

const unknown = (word: string, suggestions: string) => `Unknown word \`${word}\`: ${suggestions}? If it is right, add it to \`.docslint-words\``

testRule('prose-spelling', {
  valid: [
    { name: 'words of the dictionary and of documentation', text: page('Send the webhook payload to your endpoint.\n') },
    { name: 'identifiers, names and paths', text: page('Set apiKey in acme.json for Acmecorp, then ask Zorblatt. Zorblatt answers.\n') },
    { name: 'code, inline code, URLs and front matter', text: '---\ntitle: "Recieve"\ndescription: "Teh."\n---\n\nRun `recieve` at https://teh.example/recieve.\n\n```text\nrecieve teh\n```\n' },
    { name: 'coinages, British spellings, repeated terms and capitalised words', text: page('The prerelease is memoized on the webpage, in colour. Our flurbo, our flurbo. Avalable now.\n') },
    { name: 'a tool named in the code of the page', text: page('Run it with uvicorn.\n\n```bash\nuvicorn main:app\n```\n') },
    { name: 'words given in the options', options: { words: ['zorpo'] }, text: page('Each zorpo is one step.\n') },
    { name: 'a CamelCase name in a link of the page, by its parts', text: page('Read [Using prisma](/extensions/prismaExtension) first.\n') },
    {
      name: "the site's own words: its name and navigation in docs.json, the code of its other pages",
      files: {
        'docs.json': docsJson({ name: 'flowr', navigation: [{ group: 'Start', pages: ['index', 'guides/prisma', 'guides/serve'] }] }),
        'index.mdx': page('Open the flowr dashboard, add prisma, and serve it with uvicorn.\n'),
        'guides/prisma.mdx': page('Set up the client.\n'),
        'guides/serve.mdx': page('Serve the app.\n\n```bash\nuvicorn main:app\n```\n')
      }
    },
    { name: 'words of the project, in .docslint-words', files: { 'docs.json': docsJson(), 'index.mdx': page('Each zorpo is one step.\n'), '.docslint-words': '# our words\nzorpo\n' } }
  ],
  invalid: [
    { name: 'a misspelt word', text: page('You recieve an email.\n'), messages: [{ at: '6:5-6:12', reason: unknown('recieve', '`receive` or `relieve`') }] },
    { name: 'inside a <Note>', text: page('<Note>\n  Check the\n  applicaton now.\n</Note>\n'), messages: [{ at: '8:3-8:13', reason: unknown('applicaton', '`application` or `applicator`') }] },
    { name: 'inside a <Step>', text: page('<Steps>\n  <Step title="Build">\n    Run the buidl.\n  </Step>\n</Steps>\n'), messages: [{ at: '8:13-8:18', reason: unknown('buidl', '`build`') }] },
    {
      name: 'a word of the site only in a code comment, which is prose',
      files: {
        'docs.json': docsJson({ navigation: [{ group: 'Start', pages: ['index', 'serve'] }] }),
        'index.mdx': page('The key is avalable now.\n'),
        'serve.mdx': page('Serve it.\n\n```bash\n# wait until it is avalable\nserve --port 3000 // avalable soon\n```\n')
      },
      messages: [{ file: 'index.mdx', at: '6:12-6:20', reason: unknown('avalable', '`available`') }]
    },
    { name: 'in a table cell', text: page('| Field | Use |\n| --- | --- |\n| id | The identifer |\n'), messages: [{ at: '8:12-8:21', reason: unknown('identifer', '`identifier`') }] }
  ]
})
