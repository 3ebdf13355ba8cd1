import { describe, expect, it } from '@jest/globals'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { isSpecFile } from '../../src/openapi/sources.js'

const dir = mkdtempSync(path.join(tmpdir(), 'docslint-spec-file-'))

/** Whether the text, written to a file, is taken for a spec. */
function isSpec(text: string, name = 'file.yaml'): boolean {
  const file = path.join(dir, name)
  writeFileSync(file, text)
  return isSpecFile(file, dir)
}

describe('isSpecFile: a YAML or JSON file whose top level has `openapi` or `swagger`', () => {
  it.each<[string, string, boolean]>([
    ['a YAML spec', 'openapi: 3.1.0\ninfo: {title: T, version: "1"}\n', true],
    ['a Swagger 2 file', 'swagger: "2.0"\ninfo: {title: T, version: "1"}\n', true],
    ['a quoted key, after a comment and other keys', '# Acme\ninfo: {title: T}\n"openapi": 3.0.3\n', true],
    ['a YAML spec whose syntax is broken further down', 'openapi: 3.1.0\ninfo: {title: T\n', true],
    ['a JSON spec', '{\n  "openapi": "3.0.3",\n  "info": {}\n}\n', true],
    ['a JSON spec with `openapi` after other keys', '{"info": {}, "openapi": "3.1.0"}', true],
    ['broken JSON whose first key is `openapi`', '{ "openapi": "3.1.0", "info": { }', true],
    ['a YAML file with `openapi` nested', 'site:\n  openapi: openapi.yaml\n', false],
    ['a JSON file with `openapi` nested', '{\n  "api": { "openapi": "openapi.json" }\n}\n', false],
    ['an AsyncAPI file', 'asyncapi: 2.6.0\ninfo: {title: T}\n', false],
    ['a key that only starts with `openapi`', 'openapi-version: 3\n', false],
    ['a JSON array', '[{ "openapi": "3.1.0" }]', false]
  ])('%s', (_name, text, expected) => {
    expect(isSpec(text)).toBe(expected)
  })

  it('a folder or a missing file is not', () => {
    expect(isSpecFile(dir, dir)).toBe(false)
    expect(isSpecFile(path.join(dir, 'missing.yaml'), dir)).toBe(false)
  })
})
