/**
 * Everything docslint keeps on a file's `data` while the file goes through the pipeline, declared in one
 * place. Later stages (the Site model, the OpenAPI stage, the preview) read these, never trees.
 */
import type { ConfigContext } from './config/rule.js'
import type { SiteConfig } from './config/analyse.js'
import type { DocslintSettings, RuleSetup } from './config/settings.js'
import type { PageOutcome } from './page/parse.js'
import type { PageFacts } from './page/facts.js'
import type { VFile } from 'vfile'

export type FileKind = 'config' | 'page' | 'other'

/** What reading and parsing learnt about a file, for the checks (and later stages) to read. */
export type Parsed =
  | { kind: 'config'; config: ConfigContext }
  | { kind: 'page'; outcome: PageOutcome }
  | { kind: FileKind; outsideRoot: string }
  | { kind: 'other' }

declare module 'vfile' {
  interface DataMap {
    /** How the file was read and parsed (src/processor.ts). */
    docslintParsed: Parsed
    /** The size of a file that discovery found over the size limit and left unread (src/discovery.ts). */
    docslintFileSize: number
    /** On a page or docs.json whose file starts with a byte order mark, which is not in its value (src/processor.ts); `--fix` writes it back. */
    docslintByteOrderMark: boolean
    /** On a file unified-engine is given empty, for the processor to read: the root it must stay inside (src/discovery.ts). */
    docslintReadUnder: string
    /** Why a file was not read (src/discovery.ts): it is no regular file, or reading it failed. */
    docslintUnreadable: string
    /** On a file given to be read that was deleted after discovery found it (src/discovery.ts): the engine leaves it out of the site. */
    docslintGone: boolean
    /** On the virtual docs.json that stands for a site without one (src/engine.ts). */
    docslintMissingConfig: boolean
    /** The rule severities and options that apply to this file, for the site rules' messages on it. */
    ruleSetup: RuleSetup
    /**
     * On docs.json: a hash of what its analysis is made of (src/config/config-key.ts); the site stage kept in the
     * result cache is keyed by it.
     */
    configKey: string
    /**
     * On a docs.json whose analysis came from the result cache (src/cache/config-entry.ts): the files it takes in
     * with `$ref`, with the messages its config rules put on them.
     */
    keptRefFiles: VFile[]
    /** On docs.json: the rule settings of the site's configuration, overrides included; spec files take theirs from it. */
    docslintSettings: DocslintSettings
    /** On docs.json, once it has been read: the normalised config. */
    siteConfig: SiteConfig
    /** On a page: what the site checks, the OpenAPI checks and the preview need of it (src/page/facts.ts). */
    pageFacts: PageFacts
    /**
     * `docslint build` only: the page's mdast without positions and without the JavaScript programs
     * (`data.estree`) that remark-mdx attaches to expressions, imports and exports, serialised and deflated (a
     * seventh of the objects' memory; `previewTreeOf` in src/preview/tree.ts decodes it). The preview renders from it after the
     * check; a plain check never sets it, so its memory stays one tree at a time.
     */
    previewTree: string
  }
}
