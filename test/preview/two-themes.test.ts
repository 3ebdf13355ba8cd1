import { describe, expect, it } from '@jest/globals'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { createHighlighterCoreSync, type CodeToHastOptions, type LanguageRegistration } from '@shikijs/core'
import { createJavaScriptRegexEngine } from '@shikijs/engine-javascript'
import githubDark from '@shikijs/themes/github-dark'
import githubLight from '@shikijs/themes/github-light'
import { TwoThemeHighlighter } from '../../src/preview/two-themes.js'

/*
 * One tokenization for both themes gives shiki's own HTML, byte for byte: every bundled language on code that
 * reaches its embedded languages, then code blocks of the shared corpora (real docs sites), up to a number per
 * language.
 */
const LANGUAGES = ['bash', 'css', 'diff', 'go', 'html', 'java', 'javascript', 'json', 'jsx', 'markdown', 'php', 'python', 'ruby', 'rust', 'sql', 'tsx', 'typescript', 'yaml']
const langs: LanguageRegistration[] = (await Promise.all(LANGUAGES.map((name) => import(`@shikijs/langs/${name}`)))).flatMap((module) => (module as { default: LanguageRegistration[] }).default)
const newHighlighter = () => createHighlighterCoreSync({ themes: [githubLight, githubDark], langs, engine: createJavaScriptRegexEngine() })
const options = (lang: string): CodeToHastOptions => ({ lang, themes: { light: 'github-light', dark: 'github-dark' }, defaultColor: false, tokenizeTimeLimit: 0, tokenizeMaxLineLength: 2000 })

const SAMPLES: Record<string, string> = {
  bash: 'export TOKEN="abc" # the key\nfor f in *.md; do\n  echo "$f" | grep -c \'^#\' > /dev/null && npm install "acme@${VERSION:-1}"\ndone\ncat <<EOF\nhello $USER\nEOF',
  css: '@media (min-width: 40rem) {\n  .card:hover > a::after { color: #0a0 !important; content: "→"; }\n}\n:root { --gap: calc(1rem + 2px); }',
  diff: 'diff --git a/a.ts b/a.ts\n--- a/a.ts\n+++ b/a.ts\n@@ -1,2 +1,2 @@\n-const a = 1\n+const a = 2\n context',
  go: 'package main\n\nimport "fmt"\n\n// Hello says hello.\nfunc main() {\n\tch := make(chan int, 2)\n\tgo func() { ch <- 1 }()\n\tfmt.Printf("%d\\n", <-ch)\n}',
  html: '<!doctype html>\n<html lang="en">\n<head><style>body { margin: 0 }</style>\n<script type="module">import x from "./x.js"; console.log(`a${x}`)</script></head>\n<body><!-- note --><a href="/docs?x=1&amp;y=2">Docs</a></body>\n</html>',
  java: 'package acme;\n\n@Service\npublic final class Client<T extends Comparable<T>> {\n  /** Javadoc {@link Foo}. */\n  private static final String KEY = "k";\n  public Optional<T> get(int id) throws IOException { return Optional.empty(); }\n}',
  javascript: "import { readFile } from 'node:fs/promises'\n/** @param {string} a */\nexport async function* go(a = /ab+c/gi) {\n  const { b, ...rest } = await readFile(a, 'utf8') ?? {}\n  yield `${b?.c}` // done\n}\nclass A extends B { #x = 1; static get y() { return 0x1f } }",
  json: '{\n  "name": "acme",\n  "version": 1.5e3,\n  "private": true,\n  "nested": { "list": [null, "a\\"b", -2] }\n}',
  jsx: "export function Card({ title, children }) {\n  return <div className=\"card\" onClick={() => alert(title)}>\n    {children ?? <span>{'none'}</span>}\n  </div>\n}",
  markdown: '# Title\n\nSome *emphasis*, **strong**, `code` and [a link](https://example.com).\n\n```ts\nconst a: number = 1\n```\n\n```python\nprint("x")\n```\n\n> quote\n\n- item\n  1. nested\n\n<Note>html</Note>',
  php: '<?php\nnamespace Acme;\n\nuse Foo\\Bar;\n\nfinal class Client {\n  public function __construct(private string $key = "k") {}\n  public function get(int $id): ?array { return $this->call("GET", "/items/{$id}"); }\n}\n?>\n<div><?= htmlspecialchars($name) ?></div>',
  python: 'import asyncio\nfrom typing import Optional\n\n@dataclass\nclass Client:\n    """Docstring."""\n    key: Optional[str] = None\n\n    async def get(self, id: int) -> dict:\n        return await self._call(f"/items/{id:04d}", data={"a": [1, 2.5, None]})  # comment',
  ruby: "require 'json'\n\nmodule Acme\n  class Client < Base\n    attr_reader :key\n    def get(id, **opts)\n      call(\"/items/#{id}\", opts) { |r| r.to_h } rescue nil\n    end\n  end\nend",
  rust: 'use std::collections::HashMap;\n\n#[derive(Debug, Clone)]\npub struct Client<\'a> { key: &\'a str }\n\nimpl<\'a> Client<\'a> {\n    pub async fn get(&self, id: u64) -> Result<HashMap<String, i32>, Box<dyn std::error::Error>> {\n        let r = format!("/items/{}", id); // comment\n        Ok(HashMap::new())\n    }\n}',
  sql: "-- the users\nSELECT u.id, COUNT(*) AS n\nFROM users u LEFT JOIN orders o ON o.user_id = u.id\nWHERE u.created_at > '2024-01-01' AND u.name LIKE 'a%'\nGROUP BY u.id HAVING COUNT(*) > 2\nORDER BY n DESC LIMIT 10;",
  tsx: "import type { FC } from 'react'\n\nexport const Card: FC<{ title: string }> = ({ title }) => (\n  <section aria-label={title}>\n    <h2>{title as string}</h2>\n  </section>\n)",
  typescript: "import { z } from 'zod'\n\nexport interface Options<T extends object = {}> { readonly retries?: number; map: Map<string, T[]> }\n\nexport type Handler = (event: Event) => Promise<void> | void\n\nexport abstract class Base<T> implements Iterable<T> {\n  private readonly items: T[] = []\n  *[Symbol.iterator]() { yield* this.items }\n  static parse = z.object({ a: z.string().url() }).parse\n}\nenum Color { Red = 'red' }\nconst x = <const T,>(v: T) => v satisfies unknown",
  yaml: '# config\nname: acme\non:\n  push:\n    branches: [main]\njobs:\n  test:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n      - run: |\n          npm ci\n          npm test\n    env: { A: 1, B: "two", C: ~ }\nanchors: &a\n  key: *a'
}

/** Code blocks of the shared corpora in a bundled language (by name or alias), up to `perLanguage` each. */
const corpora = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../shared/corpora')
const itWithCorpora = existsSync(corpora) ? it : it.skip
if (!existsSync(corpora)) console.warn(`Skipping the corpus code-block test: ${corpora} is absent`)

function corpusBlocks(perLanguage: number): { lang: string; code: string }[] {
  const known = new Map(langs.flatMap((grammar) => [grammar.name, ...(grammar.aliases ?? [])].map((name) => [name.toLowerCase(), grammar.name] as const)))
  const counts = new Map<string, number>()
  const blocks: { lang: string; code: string }[] = []
  for (const file of readdirSync(corpora, { recursive: true, encoding: 'utf8' }).filter((name) => /\.mdx?$/.test(name)).sort()) {
    for (const match of readFileSync(path.join(corpora, file), 'utf8').matchAll(/^( *)```(\S*)[^\n]*\n([\s\S]*?)\n\1```/gm)) {
      const lang = known.get(match[2].toLowerCase())
      if (!lang || (counts.get(lang) ?? 0) >= perLanguage) continue
      counts.set(lang, (counts.get(lang) ?? 0) + 1)
      blocks.push({ lang, code: match[3] })
    }
  }
  return blocks
}

describe('code coloured in two themes from one tokenization', () => {
  const shiki = newHighlighter()
  const once = new TwoThemeHighlighter(newHighlighter(), ['github-light', 'github-dark'])

  it.each(LANGUAGES)('gives shiki’s own HTML for %s', (lang) => {
    expect(once.codeToHast(SAMPLES[lang], options(lang))).toEqual(shiki.codeToHast(SAMPLES[lang], options(lang)))
  })

  itWithCorpora('gives shiki’s own HTML for code blocks of real docs sites, in every language they use', () => {
    const blocks = corpusBlocks(15)
    expect(new Set(blocks.map((block) => block.lang)).size).toBeGreaterThanOrEqual(8)
    for (const { lang, code } of blocks) expect({ lang, code, hast: once.codeToHast(code, options(lang)) }).toEqual({ lang, code, hast: shiki.codeToHast(code, options(lang)) })
  })

  it('gives shiki’s own HTML where lines are empty, too long to colour, or the block is one line', () => {
    for (const code of ['', 'x', 'const a = 1\n\n\nconst b = 2\n', `const long = '${'a'.repeat(2500)}'\nconst after = 1`]) {
      expect(once.codeToHast(code, options('typescript'))).toEqual(shiki.codeToHast(code, options('typescript')))
    }
  })
})
