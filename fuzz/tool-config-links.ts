/**
 * The `tool-config-links` family (issue 32, items 4 and 5): the tool's own configuration and ignore files
 * (`.docslintrc.json`, `.docslintrc.yaml`, `.docslintignore`, `.mintignore`, `package.json`, and the files
 * `--config` and `--ignore-path` name) replaced by what a careless user or an attacker leaves there: links out
 * of the site to a file holding the canary, dangling links, loops, FIFOs, links to /dev/zero, /dev/urandom and
 * /dev/null, folders and huge sparse files. docslint must read none of them outside the site, and must fail
 * in one line (or go on without them), never hang, crash or run out of memory.
 */
import path from 'node:path'
import type { Random } from '../bench/random.js'
import type { FuzzCase, SpecialEntry } from './case.js'
import { CANARY_FILES } from './case-folder.js'

/** The places docslint reads a tool configuration from, by path from the site root, or the flag that names one. */
const PLACES = ['.docslintrc.json', '.docslintrc.yaml', '.docslintignore', '.mintignore', 'package.json', '--config', '--ignore-path'] as const

/** The machine's devices a link may lead to: docslint only ever reads them, through the link. */
const DEVICES = ['/dev/zero', '/dev/urandom', '/dev/null']

const GiB = 2 ** 30

export function toolConfigLinks(random: Random): Pick<FuzzCase, 'files' | 'entries' | 'args'> {
  const entries: Record<string, SpecialEntry> = {}
  const args: string[] = []
  for (let count = random.int(1, 2); count > 0; count--) {
    const place = random.pick(PLACES)
    if (!place.startsWith('--')) Object.assign(entries, hostileEntry(`site/${place}`, random))
    // A flag names a device itself (issue 32: `--config /dev/zero`), or a hostile entry in the site.
    else if (random.chance(0.25)) args.push(place, random.pick(DEVICES))
    else {
      const name = place === '--config' ? 'given.docslintrc.json' : 'given.ignore'
      Object.assign(entries, hostileEntry(`site/${name}`, random))
      args.push(place, `{site}/${name}`)
    }
  }
  return { files: {}, entries, args }
}

/** What is put at `name` (by path from the case's folder): one entry, or a few that make a chain or a loop. */
function hostileEntry(name: string, random: Random): Record<string, SpecialEntry> {
  const base = path.posix.basename(name)
  const canary = random.pick(Object.keys(CANARY_FILES))
  switch (random.int(0, 11)) {
    case 0:
      return { [name]: { link: `{outside}/${canary}` } }
    case 1:
      return { [name]: { link: `../outside/${canary}` } }
    case 2:
      // Two links, the first staying in the site: only following both leaves it.
      return { [name]: { link: '.hop' }, 'site/.hop': { link: `{outside}/${canary}` } }
    case 3:
      return { [name]: { link: '{outside}/missing' } }
    case 4:
      return { [name]: { link: base } }
    case 5:
      return { [name]: { link: '.loop' }, 'site/.loop': { link: base } }
    case 6:
      return { [name]: { fifo: true } }
    case 7:
      return { [name]: { link: '{outside}/fifo' }, 'outside/fifo': { fifo: true } }
    case 8:
      return { [name]: { link: random.pick(DEVICES) } }
    case 9:
      return { [name]: { folder: true } }
    case 10:
      return { [name]: { link: random.pick(['{outside}', '/', '..']) } }
    default:
      return { [name]: { sparse: random.pick([16 * 2 ** 20 + 1, 2 * GiB, 64 * GiB]) } }
  }
}
