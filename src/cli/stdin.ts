/**
 * `docslint check --stdin --stdin-filename <file>`: the text piped in is checked as the page (or docs.json) it
 * stands for, in its site, instead of what the file holds on disk, as ESLint and markdownlint-cli2 read an
 * editor's or a formatter's buffer. Only that file is reported; nothing is written.
 */
import { existsSync } from 'node:fs'
import path from 'node:path'
import { RunFailure } from '../engine.js'

/** The flags of the piped text. */
export interface StdinFlags {
  stdin?: boolean
  stdinFilename?: string
}

/** The file the piped text stands for, and the text by its absolute path, for check()'s `contents`. */
export interface PipedPage {
  paths: string[]
  contents: Map<string, string>
}

/** Reads standard input whole when `--stdin` asks for it; `paths` named besides it fail the run, as a second file would be ambiguous. */
export async function pipedPage(flags: StdinFlags, paths: string[], maxBytes: number, input: NodeJS.ReadableStream = process.stdin): Promise<PipedPage | undefined> {
  if (!flags.stdin) {
    if (flags.stdinFilename !== undefined) throw new RunFailure('--stdin-filename names the file that text piped in with --stdin stands for: add --stdin')
    return undefined
  }
  const file = flags.stdinFilename
  if (file === undefined) throw new RunFailure('--stdin needs --stdin-filename <file>: the path of the page the piped text stands for, in its site')
  if (paths.length > 0) throw new RunFailure(`--stdin checks the piped text as ${file}: name no other path (${paths[0]})`)
  if (!existsSync(file)) throw new RunFailure(`--stdin-filename ${file}: no such file; the piped text is checked as a file of its site, which must exist`)
  return { paths: [file], contents: new Map([[path.resolve(file), await readAll(input, maxBytes, file)]]) }
}

async function readAll(input: NodeJS.ReadableStream, maxBytes: number, file: string): Promise<string> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of input) {
    const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer)
    size += buffer.length
    if (size > maxBytes) throw new RunFailure(`the text piped in for ${file} is larger than ${(maxBytes / 1024 / 1024).toLocaleString('en-US')} MiB (--max-file-size)`)
    chunks.push(buffer)
  }
  return Buffer.concat(chunks).toString('utf8')
}
