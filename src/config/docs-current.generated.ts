/* Generated from schemas/docs-current.schema.json by `npm run schema:types`. Do not edit. */

/**
 * An icon: a name from the icon library, a URL or path of an image, or an object with `name`, `style` and `library`.
 */
export type Icon =
  | string
  | {
      /**
       * Icon name.
       */
      name: string
      style?: IconType
      /**
       * Icon library of this icon.
       */
      library?: 'fontawesome' | 'lucide' | 'tabler'
    }
/**
 * Style of a Font Awesome icon.
 */
export type IconType =
  | 'regular'
  | 'solid'
  | 'light'
  | 'thin'
  | 'sharp-solid'
  | 'sharp-regular'
  | 'sharp-light'
  | 'sharp-thin'
  | 'sharp-duotone-solid'
  | 'duotone'
  | 'brands'
/**
 * Leave this entry out of the navigation (its pages can still be reached by URL).
 */
export type Hidden = boolean
/**
 * Language code, as in ISO 639-1 (with a region or script for some).
 */
export type LanguageCode =
  | 'ar'
  | 'ca'
  | 'cn'
  | 'cs'
  | 'da'
  | 'de'
  | 'en'
  | 'es'
  | 'fi'
  | 'fr'
  | 'fr-CA'
  | 'he'
  | 'hi'
  | 'hu'
  | 'id'
  | 'it'
  | 'ja'
  | 'ja-JP'
  | 'jp'
  | 'ko'
  | 'lv'
  | 'nl'
  | 'no'
  | 'pl'
  | 'pt'
  | 'pt-BR'
  | 'ro'
  | 'ru'
  | 'sv'
  | 'tr'
  | 'uk'
  | 'uz'
  | 'vi'
  | 'zh'
  | 'zh-CN'
  | 'zh-Hans'
  | 'zh-Hant'
  | 'zh-TW'
/**
 * With partial authentication: the pages below are public.
 */
export type Public = boolean
/**
 * On the root page of groups at or below this level: `accordion` or `card` lists the group's pages below the content, `none` (the default) does not. Nested levels inherit it.
 */
export type Directory = 'none' | 'accordion' | 'card'
/**
 * `true` keeps the pages below a hidden tab or group in search results and the assistant's context.
 */
export type Searchable = boolean
/**
 * Menu of the tab: entries that lead straight to parts of it.
 */
export type Menu1 = MenuItem[]
/**
 * A hex colour code, like `#0D9373`.
 */
export type HexColor = string
/**
 * URL of the profile.
 */
export type SocialUrl = string
/**
 * Pages: paths of page files without extension (`guides/intro`), endpoint entries (`GET /users`, `openapi.yaml GET /users`), or nested groups.
 *
 * Items: A page path, an endpoint entry, or a nested group.
 */
export type Pages = (string | Group)[]
/**
 * Multiplier of the search ranking of every page below (inherited by nested groups): above `1` ranks them higher, between `0` and `1` lower.
 */
export type Boost = number
/**
 * Groups of pages, each with a heading in the sidebar.
 */
export type Groups = Group[]
/**
 * Languages of the documentation, chosen from a menu.
 */
export type Languages = Language[]
/**
 * Versions of the documentation, chosen from a menu; the first (or the one marked `default`) is shown first.
 */
export type Versions = Version[]
/**
 * Dropdowns: sections of the site chosen from a menu at the top of the sidebar.
 */
export type Dropdowns = Dropdown[]
/**
 * Anchors: sections or links shown at the top of the sidebar.
 */
export type Anchors = Anchor[]
/**
 * Tabs: sections of the site in a bar at the top of every page.
 */
export type Tabs = Tab[]
/**
 * Menu of the product's entry in the switcher: columns that lead straight to parts of it.
 */
export type Menu = MenuItem[]
/**
 * Products, each with its own documentation, chosen from a product switcher.
 */
export type Products = Product[]

/**
 * Configuration of a documentation site in the generator's current format: a `theme`, and `navigation` as an object of tabs, anchors, dropdowns, versions, languages, products, groups and pages.
 */
export interface DocsJsonCurrentFormat {
  /**
   * URL of the JSON Schema that editors use for autocompletion and hover help, usually `https://mintlify.com/docs.json`.
   */
  $schema?: string
  /**
   * Layout theme of the site.
   */
  theme: 'mint' | 'maple' | 'palm' | 'willow' | 'linden' | 'almond' | 'aspen' | 'luma' | 'sequoia'
  /**
   * Name of the project, organisation or product; shown in the browser tab title and across the site.
   */
  name: string
  /**
   * Description of the site, for search engines and AI indexing.
   */
  description?: string
  /**
   * Colours of the site; when only `primary` is given, it is used for every coloured element.
   */
  colors: {
    /**
     * Primary colour, mostly used for emphasis in light mode.
     */
    primary: string
    /**
     * Colour used for emphasis in dark mode.
     */
    light?: string
    /**
     * Colour of buttons and hover states in both modes.
     */
    dark?: string
  }
  /**
   * The site's logo: a path to one image, or separate images for light and dark mode.
   */
  logo?:
    | string
    | {
        /**
         * Path of the logo shown in light mode, like `/logo/light.svg`.
         */
        light: string
        /**
         * Path of the logo shown in dark mode, like `/logo/dark.svg`.
         */
        dark: string
        /**
         * Where a click on the logo leads; by default, the first page of the site.
         */
        href?: string
      }
  /**
   * The favicon: a path to one image (resized as needed), or separate images for light and dark mode.
   */
  favicon?: string | LightDarkPaths
  /**
   * API reference settings: the OpenAPI and AsyncAPI specs, the API playground and the generated code examples.
   */
  api?: {
    /**
     * OpenAPI specs to generate API reference pages from: a path or URL, a list of them, or `source` and `directory`.
     */
    openapi?:
      | string
      | [string, ...string[]]
      | {
          /**
           * Path or URL of the spec file.
           */
          source: string
          /**
           * Folder of the generated pages, without a leading slash.
           */
          directory?: string
        }
    /**
     * AsyncAPI specs to generate event reference pages from: a path or URL, a list of them, or `source` and `directory`.
     */
    asyncapi?:
      | string
      | [string, ...string[]]
      | {
          /**
           * Path or URL of the spec file.
           */
          source: string
          /**
           * Folder of the generated pages, without a leading slash.
           */
          directory?: string
        }
    /**
     * How parameters are shown on API pages.
     */
    params?: {
      /**
       * `all` expands every parameter; `closed` (the default) collapses them.
       */
      expanded?: 'all' | 'closed'
      /**
       * Keys of the spec's schema objects whose values are shown as pills beside every parameter name, like `x-stability`.
       *
       * Items: A key of the spec's schema objects.
       */
      post?: string[]
    }
    /**
     * The interactive API playground.
     */
    playground?: {
      /**
       * `interactive` (the default): full playground; `simple`: the endpoint without the request builder; `none`: no playground; `auth`: the playground for signed-in readers only.
       */
      display?: 'interactive' | 'simple' | 'none' | 'auth'
      /**
       * Send playground requests through the generator's proxy (default `true`).
       */
      proxy?: boolean
      /**
       * Send cookies and authentication headers with cross-origin requests when `proxy` is `false` (default `false`).
       */
      credentials?: boolean
    }
    /**
     * `full` shows the whole base URL on every endpoint page; by default it shows only when there are several to choose from.
     */
    url?: 'full'
    /**
     * Generated code examples on API pages.
     */
    examples?: {
      /**
       * Languages of the generated code snippets, like `curl`, `python`, `javascript`.
       *
       * Items: A language name or alias.
       */
      languages?: string[]
      /**
       * `all` (the default) puts optional parameters in the examples too; `required` only the required ones.
       */
      defaults?: 'required' | 'all'
      /**
       * Fill the playground with the spec's example values (default `false`).
       */
      prefill?: boolean
      /**
       * Generate code examples from the spec (default `true`); `false` keeps only hand-written samples.
       */
      autogenerate?: boolean
    }
    /**
     * How the spec itself is offered on API pages.
     */
    spec?: {
      /**
       * Show a button to download the spec (default `false`).
       */
      download?: boolean
    }
    /**
     * Settings of API pages written in MDX (an `api` field in front matter) rather than generated from a spec.
     */
    mdx?: {
      /**
       * How the playground of MDX API pages authenticates requests.
       */
      auth?: {
        /**
         * Authentication method.
         */
        method?: 'bearer' | 'basic' | 'key' | 'cobo'
        /**
         * Name of the authentication parameter, such as a header name for `key`.
         */
        name?: string
      }
      /**
       * Base URL put before relative paths in the `api` front matter of MDX pages; with a list, readers choose one.
       */
      server?: string | [string, ...string[]]
    }
  }
  /**
   * Light and dark mode.
   */
  appearance?: {
    /**
     * Mode shown first: `system` (the default) follows the reader's operating system.
     */
    default?: 'system' | 'light' | 'dark'
    /**
     * Hide the light/dark toggle, so readers keep the default mode (default `false`).
     */
    strict?: boolean
  }
  /**
   * Background image, decoration and colours.
   */
  background?: {
    /**
     * Background image: one path, or separate images for light and dark mode.
     */
    image?: string | LightDarkPaths1
    /**
     * Decorative background pattern.
     */
    decoration?: 'gradient' | 'grid' | 'windows'
    color?: LightDarkColors
  }
  navbar?: Navbar
  navigation: Navigation
  footer?: Footer
  banner?: Banner
  /**
   * The Markdown served to AI tools and agents (the Markdown export of pages, `llms.txt`).
   */
  markdown?: {
    /**
     * Put the whole OpenAPI or AsyncAPI spec in the Markdown of API reference pages (default `true`).
     */
    schema?: boolean
    /**
     * Instructions for agents added to the Markdown of every page and to `llms.txt`; lines of a list are joined with line breaks.
     */
    instructions?: string | string[]
  }
  /**
   * The search bar.
   */
  search?: {
    /**
     * Placeholder text of the empty search bar.
     */
    prompt?: string
  }
  /**
   * Search engine settings.
   */
  seo?: {
    /**
     * Meta tags added to every page: tag name → content, like `"og:site_name": "Acme Docs"`.
     */
    metatags?: {
      /**
       * The content of the meta tag.
       */
      [k: string]: string
    }
    /**
     * `navigable` (the default): search engines index the pages in the navigation; `all`: every page, hidden ones too.
     */
    indexing?: 'navigable' | 'all'
    /**
     * The organisation named as publisher in the structured data of every page; derived from the site when left out.
     */
    organization?: {
      /**
       * Stable URL identifying the organisation, like `https://example.com/#organization`.
       */
      id?: string
      /**
       * Organisation name (default: the site name).
       */
      name?: string
      /**
       * Registered legal name.
       */
      legalName?: string
      /**
       * Home page of the organisation.
       */
      url?: string
      /**
       * Logo URL for the structured data (default: the site logo).
       */
      logo?: string
      /**
       * URLs of the organisation's official profiles.
       *
       * Items: A profile URL.
       */
      sameAs?: string[]
    }
  }
  /**
   * Fonts of the site: Google Fonts by family name, or self-hosted files; `heading` and `body` override the font of headings and text.
   */
  fonts?: {
    /**
     * Font family name, like `Open Sans`; Google Fonts load by name.
     */
    family?: string
    /**
     * Font weight, like `400`; variable fonts take any value, like `550`.
     */
    weight?: number
    /**
     * URL or path of a self-hosted font file.
     */
    source?: string
    /**
     * Format of the file at `source`.
     */
    format?: 'woff' | 'woff2'
    heading?: Font
    body?: Font1
  }
  /**
   * The icon library that icon names refer to.
   */
  icons?: {
    /**
     * Icon library of every icon name in the site (default `fontawesome`).
     */
    library: 'fontawesome' | 'lucide' | 'tabler'
  }
  /**
   * Visual details of pages.
   */
  styling?: {
    /**
     * Above the page title: `section` (the default) shows the section name, `breadcrumbs` the whole navigation path.
     */
    eyebrows?: 'section' | 'breadcrumbs'
    /**
     * Load the LaTeX stylesheets (`true`) or never (`false`); by default, only when a page uses LaTeX.
     */
    latex?: boolean
    /**
     * Theme of code blocks: `system` (the default, following the site's mode), `dark`, a Shiki theme name, or an object with `theme` and `languages`.
     */
    codeblocks?:
      | string
      | {
          /**
           * A Shiki theme name for both modes, or one per mode.
           */
          theme?:
            | string
            | {
                /**
                 * Shiki theme in light mode.
                 */
                light: string
                /**
                 * Shiki theme in dark mode.
                 */
                dark: string
              }
          /**
           * Languages to highlight beyond Shiki's own.
           */
          languages?: {
            /**
             * Paths of JSON files that describe a language in TextMate grammar format.
             *
             * Items: Path of a grammar file.
             */
            custom?: string[]
          }
        }
  }
  /**
   * Redirects for pages that moved, were renamed or were removed.
   *
   * Items: A redirect from one path to another.
   */
  redirects?: {
    /**
     * Path to redirect from, like `/old-page`.
     */
    source: string
    /**
     * Path or URL to redirect to, like `/new-page`.
     */
    destination: string
    /**
     * `true` (the default) answers 308, a permanent redirect; `false` answers 307.
     */
    permanent?: boolean
  }[]
  /**
   * Third-party analytics, chat and other integrations, each under its provider's name.
   */
  integrations?: {
    /**
     * Adobe Analytics: `launchUrl`.
     */
    adobe?: {
      /**
       * Adobe Launch URL.
       */
      launchUrl: string
    }
    /**
     * Amplitude: `apiKey`.
     */
    amplitude?: {
      /**
       * Amplitude API key.
       */
      apiKey: string
    }
    /**
     * Microsoft Clarity: `projectId`.
     */
    clarity?: {
      /**
       * Clarity project ID.
       */
      projectId: string
    }
    /**
     * Clearbit: `publicApiKey`.
     */
    clearbit?: {
      /**
       * Clearbit public API key.
       */
      publicApiKey: string
    }
    /**
     * Fathom: `siteId`.
     */
    fathom?: {
      /**
       * Fathom site ID.
       */
      siteId: string
    }
    /**
     * Front Chat: `snippetId`.
     */
    frontchat?: {
      /**
       * Front Chat snippet ID.
       */
      snippetId: string
    }
    /**
     * Google Analytics 4: `measurementId`.
     */
    ga4?: {
      /**
       * Measurement ID, starting with `G`.
       */
      measurementId: string
    }
    /**
     * Google Tag Manager: `tagId`.
     */
    gtm?: {
      /**
       * Container ID, starting with `G`.
       */
      tagId: string
    }
    /**
     * Heap: `appId`.
     */
    heap?: {
      /**
       * Heap app ID.
       */
      appId: string
    }
    /**
     * Hightouch: `writeKey`, and `apiHost` when self-hosted.
     */
    hightouch?: {
      /**
       * Hightouch write key.
       */
      writeKey: string
      /**
       * Hightouch API host.
       */
      apiHost?: string
    }
    /**
     * Hotjar: `hjid` and `hjsv`.
     */
    hotjar?: {
      /**
       * Hotjar site ID.
       */
      hjid: string
      /**
       * Hotjar script version.
       */
      hjsv: string
    }
    /**
     * Intercom: `appId`.
     */
    intercom?: {
      /**
       * Intercom app ID.
       */
      appId: string
    }
    /**
     * LogRocket: `appId`.
     */
    logrocket?: {
      /**
       * LogRocket app ID.
       */
      appId: string
    }
    /**
     * Mixpanel: `projectToken`.
     */
    mixpanel?: {
      /**
       * Mixpanel project token.
       */
      projectToken: string
    }
    /**
     * Pirsch: `id`.
     */
    pirsch?: {
      /**
       * Pirsch site ID.
       */
      id: string
    }
    /**
     * Plausible: `domain`, and `server` when self-hosted.
     */
    plausible?: {
      /**
       * The domain Plausible tracks.
       */
      domain: string
      /**
       * Server of a self-hosted Plausible.
       */
      server?: string
    }
    /**
     * PostHog: `apiKey`, and `apiHost` when self-hosted.
     */
    posthog?: {
      /**
       * Project API key, starting with `phc_`.
       */
      apiKey: string
      /**
       * API host of a self-hosted PostHog.
       */
      apiHost?: string
      /**
       * Record sessions (default `false`).
       */
      sessionRecording?: boolean
    }
    /**
     * Segment: `key`.
     */
    segment?: {
      /**
       * Segment write key.
       */
      key: string
    }
    /**
     * The generator's own telemetry.
     */
    telemetry?: {
      /**
       * Send telemetry; `false` also turns the page feedback features off.
       */
      enabled?: boolean
    }
    /**
     * A cookie that records the reader's consent.
     */
    cookies?: {
      /**
       * Cookie name.
       */
      key?: string
      /**
       * Cookie value.
       */
      value?: string
    }
  }
  /**
   * Error pages.
   */
  errors?: {
    /**
     * The "page not found" page.
     */
    '404'?: {
      /**
       * Redirect to the home page instead of showing the page (default `true`).
       */
      redirect?: boolean
      /**
       * Title of the page.
       */
      title?: string
      /**
       * Text of the page (MDX).
       */
      description?: string
    }
  }
  /**
   * The contextual menu of page actions (copy the page, open it in an AI tool, ...).
   */
  contextual?: {
    /**
     * Actions of the menu, the first one being the default.
     *
     * Items: A built-in action by name, or a custom one.
     */
    options: (
      | (
          | 'add-mcp'
          | 'aistudio'
          | 'assistant'
          | 'chatgpt'
          | 'claude'
          | 'copy'
          | 'cursor'
          | 'devin'
          | 'devin-desktop'
          | 'devin-mcp'
          | 'download-pdf'
          | 'download-spec'
          | 'grok'
          | 'mcp'
          | 'perplexity'
          | 'view'
          | 'vscode'
          | 'windsurf'
        )
      | {
          /**
           * Title of the action.
           */
          title: string
          /**
           * Text under the title.
           */
          description: string
          icon?: Icon
          /**
           * Where the action leads; `$page`, `$path` and `$mcp` stand for the page's content, its path and the MCP server URL.
           */
          href:
            | string
            | {
                /**
                 * The URL before the query.
                 */
                base: string
                /**
                 * Query parameters.
                 *
                 * Items: A query parameter.
                 */
                query?: {
                  /**
                   * Parameter name.
                   */
                  key: string
                  /**
                   * Parameter value.
                   */
                  value: string
                }[]
              }
        }
    )[]
    /**
     * Where the menu shows: `header` (the default) or `toc`, the table of contents.
     */
    display?: 'header' | 'toc'
  }
  /**
   * Preview images for social media and links.
   */
  thumbnails?: {
    /**
     * Mode of the thumbnails (default: the site's colours).
     */
    appearance?: 'light' | 'dark'
    /**
     * Background image of the thumbnails: a path or URL.
     */
    background?: string
    /**
     * Font of the thumbnails.
     */
    fonts?: {
      /**
       * A Google Fonts family name.
       */
      family: string
    }
  }
  /**
   * Page metadata settings for every page.
   */
  metadata?: {
    /**
     * Show the last-modified date on every page (default `false`); a page's `timestamp` front matter overrides it.
     */
    timestamp?: boolean
  }
  /**
   * Values that replace `{{name}}` in pages when the site is built; names are letters, digits and hyphens.
   */
  variables?: {
    /**
     * The text that replaces the variable.
     */
    [k: string]: string
  }
  /**
   * How the navigation reacts to readers.
   */
  interaction?: {
    /**
     * Opening a group also opens its first page (`true`) or only expands it (`false`); by default, as the theme does.
     */
    drilldown?: boolean
  }
  /**
   * With partial authentication: whether pages are public unless marked otherwise.
   */
  public?: boolean
}
/**
 * Favicon files for light and dark mode.
 */
export interface LightDarkPaths {
  /**
   * Path of the file in light mode.
   */
  light: string
  /**
   * Path of the file in dark mode.
   */
  dark: string
}
/**
 * Background images for light and dark mode.
 */
export interface LightDarkPaths1 {
  /**
   * Path of the file in light mode.
   */
  light: string
  /**
   * Path of the file in dark mode.
   */
  dark: string
}
/**
 * Background colours for light and dark mode.
 */
export interface LightDarkColors {
  /**
   * Colour in light mode.
   */
  light?: string
  /**
   * Colour in dark mode.
   */
  dark?: string
}
/**
 * Links and the main button of the top bar.
 */
export interface Navbar {
  /**
   * Links in the top bar.
   *
   * Items: A link in the top bar.
   */
  links?: {
    /**
     * `github` shows a repository with its star count, `discord` a server with its online count; leave it out for a text link.
     */
    type?: 'github' | 'discord'
    /**
     * Text of the link; needed without `type`.
     */
    label?: string
    /**
     * Where the link leads.
     */
    href: string
    icon?: Icon
    iconType?: IconType
  }[]
  /**
   * The main call-to-action button of the top bar.
   */
  primary?: {
    /**
     * `button`: a button with `label`; `github`: a repository with its star count; `discord`: a server with its online count.
     */
    type: 'button' | 'github' | 'discord'
    /**
     * Text of the button; needed when `type` is `button`.
     */
    label?: string
    /**
     * Where the button leads: for `github` a repository, for `discord` an invite.
     */
    href: string
  }
}
/**
 * The pages of the site and how they are divided: one kind of division at the top (`tabs`, `anchors`, `dropdowns`, `versions`, `languages`, `products`, `groups` or `pages`), each able to nest the others, and `global` links shown everywhere.
 */
export interface Navigation {
  global?: Global
  products?: Products
  languages?: Languages
  versions?: Versions
  tabs?: Tabs
  dropdowns?: Dropdowns
  anchors?: Anchors
  groups?: Groups
  pages?: Pages
  directory?: Directory
}
/**
 * Links shown on every page, whatever section, version or language is open.
 */
export interface Global {
  /**
   * Tabs that link elsewhere, on every page.
   *
   * Items: A tab that links to a URL or path.
   */
  tabs?: {
    /**
     * Label of the tab.
     */
    tab: string
    /**
     * Where the tab leads.
     */
    href: string
    icon?: Icon
    iconType?: IconType
    hidden?: Hidden
  }[]
  /**
   * Anchors that link elsewhere, on every page.
   *
   * Items: An anchor that links to a URL or path.
   */
  anchors?: {
    /**
     * Label of the anchor.
     */
    anchor: string
    /**
     * Where the anchor leads.
     */
    href: string
    icon?: Icon
    iconType?: IconType
    color?: LightDarkColors1
    hidden?: Hidden
  }[]
  /**
   * Dropdown entries that link elsewhere, on every page.
   *
   * Items: A dropdown entry that links to a URL or path.
   */
  dropdowns?: {
    /**
     * Label of the entry.
     */
    dropdown: string
    /**
     * Where the entry leads.
     */
    href: string
    icon?: Icon
    iconType?: IconType
    hidden?: Hidden
  }[]
  /**
   * Versions hosted elsewhere, in the version menu of every page.
   *
   * Items: A version that links to a URL or path.
   */
  versions?: {
    /**
     * Name of the version.
     */
    version: string
    /**
     * Where this version is.
     */
    href: string
    /**
     * This is the default version.
     */
    default?: boolean
    hidden?: Hidden
  }[]
  /**
   * Languages hosted elsewhere, in the language menu of every page.
   *
   * Items: A language that links to a URL or path.
   */
  languages?: {
    language: LanguageCode
    /**
     * Where this language is.
     */
    href: string
    /**
     * This is the default language.
     */
    default?: boolean
    hidden?: Hidden
  }[]
  /**
   * Products hosted elsewhere, in the product switcher of every page.
   *
   * Items: A product that links to a URL or path.
   */
  products?: {
    /**
     * Name of the product.
     */
    product: string
    /**
     * Text under the product name.
     */
    description?: string
    /**
     * Where this product is documented.
     */
    href?: string
    icon?: Icon
    iconType?: IconType
    hidden?: Hidden
  }[]
}
/**
 * Colour of the anchor's icon in light and dark mode.
 */
export interface LightDarkColors1 {
  /**
   * Colour in light mode.
   */
  light?: string
  /**
   * Colour in dark mode.
   */
  dark?: string
}
/**
 * A product with its own documentation, chosen from the product switcher.
 */
export interface Product {
  /**
   * Name of the product.
   */
  product: string
  menu?: Menu
  /**
   * Text under the product name.
   */
  description?: string
  icon?: Icon
  iconType?: IconType
  hidden?: Hidden
  public?: Public
  /**
   * Make this entry a link to a URL or path instead of a section of pages.
   */
  href?: string
  /**
   * OpenAPI spec of the endpoints below (they inherit it); without `pages`, a page for every operation of the spec.
   */
  openapi?:
    | string
    | [string, ...string[]]
    | {
        /**
         * Path or URL of the spec file.
         */
        source: string
        /**
         * Folder of the generated pages, without a leading slash.
         */
        directory?: string
      }
  /**
   * AsyncAPI spec of the channels below (they inherit it); without `pages`, a page for every channel of the spec.
   */
  asyncapi?:
    | string
    | [string, ...string[]]
    | {
        /**
         * Path or URL of the spec file.
         */
        source: string
        /**
         * Folder of the generated pages, without a leading slash.
         */
        directory?: string
      }
  directory?: Directory
  tabs?: Tabs
  anchors?: Anchors
  dropdowns?: Dropdowns
  versions?: Versions
  languages?: Languages
  groups?: Groups
  pages?: Pages
}
/**
 * An entry of a tab's or product's menu: pages, a link, or a division of the navigation.
 */
export interface MenuItem {
  /**
   * Label of the entry.
   */
  item: string
  /**
   * Text under the label.
   */
  description?: string
  icon?: Icon
  iconType?: IconType
  hidden?: Hidden
  public?: Public
  /**
   * Make this entry a link to a URL or path instead of a section of pages.
   */
  href?: string
  /**
   * OpenAPI spec of the endpoints below (they inherit it); without `pages`, a page for every operation of the spec.
   */
  openapi?:
    | string
    | [string, ...string[]]
    | {
        /**
         * Path or URL of the spec file.
         */
        source: string
        /**
         * Folder of the generated pages, without a leading slash.
         */
        directory?: string
      }
  /**
   * AsyncAPI spec of the channels below (they inherit it); without `pages`, a page for every channel of the spec.
   */
  asyncapi?:
    | string
    | [string, ...string[]]
    | {
        /**
         * Path or URL of the spec file.
         */
        source: string
        /**
         * Folder of the generated pages, without a leading slash.
         */
        directory?: string
      }
  directory?: Directory
  tabs?: Tabs
  anchors?: Anchors
  dropdowns?: Dropdowns
  products?: Products
  languages?: Languages
  versions?: Versions
  groups?: Groups
  pages?: Pages
}
/**
 * A tab: a section of the site, or a link.
 */
export interface Tab {
  /**
   * Label of the tab.
   */
  tab: string
  icon?: Icon
  iconType?: IconType
  hidden?: Hidden
  searchable?: Searchable
  sdk?: Sdk
  public?: Public
  /**
   * Make this entry a link to a URL or path instead of a section of pages.
   */
  href?: string
  /**
   * OpenAPI spec of the endpoints below (they inherit it); without `pages`, a page for every operation of the spec.
   */
  openapi?:
    | string
    | [string, ...string[]]
    | {
        /**
         * Path or URL of the spec file.
         */
        source: string
        /**
         * Folder of the generated pages, without a leading slash.
         */
        directory?: string
      }
  /**
   * AsyncAPI spec of the channels below (they inherit it); without `pages`, a page for every channel of the spec.
   */
  asyncapi?:
    | string
    | [string, ...string[]]
    | {
        /**
         * Path or URL of the spec file.
         */
        source: string
        /**
         * Folder of the generated pages, without a leading slash.
         */
        directory?: string
      }
  directory?: Directory
  menu?: Menu1
  anchors?: Anchors
  dropdowns?: Dropdowns
  versions?: Versions
  languages?: Languages
  products?: Products
  groups?: Groups
  pages?: Pages
}
/**
 * Generate SDK reference pages below this entry from a documentation tool's build artifact.
 */
export interface Sdk {
  /**
   * The tool that wrote the artifact.
   */
  format: 'typedoc' | 'docfx' | 'javadoc' | 'sphinx' | 'phpdoc'
  /**
   * Path of the artifact file or folder in the repository, or an HTTPS URL.
   */
  source: string
  /**
   * URL prefix of the generated pages.
   */
  directory?: string
}
/**
 * An anchor: a section of the site, or a link, at the top of the sidebar.
 */
export interface Anchor {
  /**
   * Label of the anchor.
   */
  anchor: string
  icon?: Icon
  iconType?: IconType
  color?: LightDarkColors2
  hidden?: Hidden
  public?: Public
  /**
   * Make this entry a link to a URL or path instead of a section of pages.
   */
  href?: string
  /**
   * OpenAPI spec of the endpoints below (they inherit it); without `pages`, a page for every operation of the spec.
   */
  openapi?:
    | string
    | [string, ...string[]]
    | {
        /**
         * Path or URL of the spec file.
         */
        source: string
        /**
         * Folder of the generated pages, without a leading slash.
         */
        directory?: string
      }
  /**
   * AsyncAPI spec of the channels below (they inherit it); without `pages`, a page for every channel of the spec.
   */
  asyncapi?:
    | string
    | [string, ...string[]]
    | {
        /**
         * Path or URL of the spec file.
         */
        source: string
        /**
         * Folder of the generated pages, without a leading slash.
         */
        directory?: string
      }
  directory?: Directory
  tabs?: Tabs
  dropdowns?: Dropdowns
  versions?: Versions
  languages?: Languages
  products?: Products
  groups?: Groups
  pages?: Pages
}
/**
 * Colour of the anchor's icon in light and dark mode.
 */
export interface LightDarkColors2 {
  /**
   * Colour in light mode.
   */
  light?: string
  /**
   * Colour in dark mode.
   */
  dark?: string
}
/**
 * A dropdown entry: a section of the site, or a link, chosen from the menu at the top of the sidebar.
 */
export interface Dropdown {
  /**
   * Label of the entry.
   */
  dropdown: string
  /**
   * Text under the label.
   */
  description?: string
  icon?: Icon
  iconType?: IconType
  color?: LightDarkColors3
  hidden?: Hidden
  public?: Public
  /**
   * Make this entry a link to a URL or path instead of a section of pages.
   */
  href?: string
  /**
   * OpenAPI spec of the endpoints below (they inherit it); without `pages`, a page for every operation of the spec.
   */
  openapi?:
    | string
    | [string, ...string[]]
    | {
        /**
         * Path or URL of the spec file.
         */
        source: string
        /**
         * Folder of the generated pages, without a leading slash.
         */
        directory?: string
      }
  /**
   * AsyncAPI spec of the channels below (they inherit it); without `pages`, a page for every channel of the spec.
   */
  asyncapi?:
    | string
    | [string, ...string[]]
    | {
        /**
         * Path or URL of the spec file.
         */
        source: string
        /**
         * Folder of the generated pages, without a leading slash.
         */
        directory?: string
      }
  directory?: Directory
  tabs?: Tabs
  anchors?: Anchors
  versions?: Versions
  languages?: Languages
  products?: Products
  groups?: Groups
  pages?: Pages
}
/**
 * Colour of the entry's icon in light and dark mode.
 */
export interface LightDarkColors3 {
  /**
   * Colour in light mode.
   */
  light?: string
  /**
   * Colour in dark mode.
   */
  dark?: string
}
/**
 * A version of the documentation, with its own navigation.
 */
export interface Version {
  /**
   * Name of the version in the menu.
   */
  version: string
  /**
   * Show this version first (otherwise, the first version is).
   */
  default?: boolean
  /**
   * Label beside the version in the menu, like `Latest` or `Beta`.
   */
  tag?: string
  icon?: Icon
  iconType?: IconType
  hidden?: Hidden
  public?: Public
  /**
   * Make this entry a link to a URL or path instead of a section of pages.
   */
  href?: string
  /**
   * OpenAPI spec of the endpoints below (they inherit it); without `pages`, a page for every operation of the spec.
   */
  openapi?:
    | string
    | [string, ...string[]]
    | {
        /**
         * Path or URL of the spec file.
         */
        source: string
        /**
         * Folder of the generated pages, without a leading slash.
         */
        directory?: string
      }
  /**
   * AsyncAPI spec of the channels below (they inherit it); without `pages`, a page for every channel of the spec.
   */
  asyncapi?:
    | string
    | [string, ...string[]]
    | {
        /**
         * Path or URL of the spec file.
         */
        source: string
        /**
         * Folder of the generated pages, without a leading slash.
         */
        directory?: string
      }
  directory?: Directory
  tabs?: Tabs
  anchors?: Anchors
  dropdowns?: Dropdowns
  languages?: Languages
  products?: Products
  groups?: Groups
  pages?: Pages
}
/**
 * A language of the documentation, with its own navigation and, if wanted, its own banner, footer and navbar.
 */
export interface Language {
  language: LanguageCode
  /**
   * Show this language first (otherwise, the first language is).
   */
  default?: boolean
  banner?: Banner
  footer?: Footer
  navbar?: Navbar
  icon?: Icon
  iconType?: IconType
  hidden?: Hidden
  public?: Public
  /**
   * Make this entry a link to a URL or path instead of a section of pages.
   */
  href?: string
  /**
   * OpenAPI spec of the endpoints below (they inherit it); without `pages`, a page for every operation of the spec.
   */
  openapi?:
    | string
    | [string, ...string[]]
    | {
        /**
         * Path or URL of the spec file.
         */
        source: string
        /**
         * Folder of the generated pages, without a leading slash.
         */
        directory?: string
      }
  /**
   * AsyncAPI spec of the channels below (they inherit it); without `pages`, a page for every channel of the spec.
   */
  asyncapi?:
    | string
    | [string, ...string[]]
    | {
        /**
         * Path or URL of the spec file.
         */
        source: string
        /**
         * Folder of the generated pages, without a leading slash.
         */
        directory?: string
      }
  directory?: Directory
  tabs?: Tabs
  anchors?: Anchors
  dropdowns?: Dropdowns
  versions?: Versions
  products?: Products
  groups?: Groups
  pages?: Pages
}
/**
 * A banner at the top of every page.
 */
export interface Banner {
  /**
   * Text of the banner: Markdown with links, bold and italics, no components.
   */
  content: string
  /**
   * Readers can close the banner (default `false`).
   */
  dismissible?: boolean
  /**
   * `info` (the default) uses the primary colour, `warning` amber, `critical` red.
   */
  type?: 'info' | 'warning' | 'critical'
  /**
   * Background colour of the banner, overriding `type`: a hex colour, or one per mode.
   */
  color?: HexColor | LightDarkColors4
}
/**
 * Colours for light and dark mode.
 */
export interface LightDarkColors4 {
  /**
   * Colour in light mode.
   */
  light?: string
  /**
   * Colour in dark mode.
   */
  dark?: string
}
/**
 * Social links and link columns of the footer.
 */
export interface Footer {
  /**
   * Social profiles in the footer: platform → profile URL.
   */
  socials?: {
    x?: SocialUrl
    website?: SocialUrl
    facebook?: SocialUrl
    youtube?: SocialUrl
    discord?: SocialUrl
    slack?: SocialUrl
    github?: SocialUrl
    linkedin?: SocialUrl
    instagram?: SocialUrl
    'hacker-news'?: SocialUrl
    medium?: SocialUrl
    telegram?: SocialUrl
    twitter?: SocialUrl
    'x-twitter'?: SocialUrl
    'earth-americas'?: SocialUrl
    bluesky?: SocialUrl
    threads?: SocialUrl
    reddit?: SocialUrl
    podcast?: SocialUrl
    [k: string]: SocialUrl | undefined
  }
  /**
   * Columns of links in the footer, four at most.
   *
   * @maxItems 4
   *
   * Items: A column of links.
   */
  links?:
    | []
    | [
        {
          /**
           * Heading of the column.
           */
          header?: string
          /**
           * Links of the column.
           *
           * Items: A link.
           */
          items: {
            /**
             * Text of the link.
             */
            label: string
            /**
             * Where the link leads.
             */
            href: string
          }[]
        }
      ]
    | [
        {
          /**
           * Heading of the column.
           */
          header?: string
          /**
           * Links of the column.
           *
           * Items: A link.
           */
          items: {
            /**
             * Text of the link.
             */
            label: string
            /**
             * Where the link leads.
             */
            href: string
          }[]
        },
        {
          /**
           * Heading of the column.
           */
          header?: string
          /**
           * Links of the column.
           *
           * Items: A link.
           */
          items: {
            /**
             * Text of the link.
             */
            label: string
            /**
             * Where the link leads.
             */
            href: string
          }[]
        }
      ]
    | [
        {
          /**
           * Heading of the column.
           */
          header?: string
          /**
           * Links of the column.
           *
           * Items: A link.
           */
          items: {
            /**
             * Text of the link.
             */
            label: string
            /**
             * Where the link leads.
             */
            href: string
          }[]
        },
        {
          /**
           * Heading of the column.
           */
          header?: string
          /**
           * Links of the column.
           *
           * Items: A link.
           */
          items: {
            /**
             * Text of the link.
             */
            label: string
            /**
             * Where the link leads.
             */
            href: string
          }[]
        },
        {
          /**
           * Heading of the column.
           */
          header?: string
          /**
           * Links of the column.
           *
           * Items: A link.
           */
          items: {
            /**
             * Text of the link.
             */
            label: string
            /**
             * Where the link leads.
             */
            href: string
          }[]
        }
      ]
    | [
        {
          /**
           * Heading of the column.
           */
          header?: string
          /**
           * Links of the column.
           *
           * Items: A link.
           */
          items: {
            /**
             * Text of the link.
             */
            label: string
            /**
             * Where the link leads.
             */
            href: string
          }[]
        },
        {
          /**
           * Heading of the column.
           */
          header?: string
          /**
           * Links of the column.
           *
           * Items: A link.
           */
          items: {
            /**
             * Text of the link.
             */
            label: string
            /**
             * Where the link leads.
             */
            href: string
          }[]
        },
        {
          /**
           * Heading of the column.
           */
          header?: string
          /**
           * Links of the column.
           *
           * Items: A link.
           */
          items: {
            /**
             * Text of the link.
             */
            label: string
            /**
             * Where the link leads.
             */
            href: string
          }[]
        },
        {
          /**
           * Heading of the column.
           */
          header?: string
          /**
           * Links of the column.
           *
           * Items: A link.
           */
          items: {
            /**
             * Text of the link.
             */
            label: string
            /**
             * Where the link leads.
             */
            href: string
          }[]
        }
      ]
}
/**
 * A group of pages with a heading in the sidebar.
 */
export interface Group {
  /**
   * Heading of the group.
   */
  group: string
  pages?: Pages
  /**
   * Page opened by a click on the group's heading.
   */
  root?: string
  /**
   * Label shown beside the heading, like `NEW`.
   */
  tag?: string
  /**
   * Show a nested group open (default `false`); top-level groups are always open.
   */
  expanded?: boolean
  boost?: Boost
  searchable?: Searchable
  sdk?: Sdk
  icon?: Icon
  iconType?: IconType
  hidden?: Hidden
  public?: Public
  /**
   * OpenAPI spec of the endpoints below (they inherit it); without `pages`, a page for every operation of the spec.
   */
  openapi?:
    | string
    | [string, ...string[]]
    | {
        /**
         * Path or URL of the spec file.
         */
        source: string
        /**
         * Folder of the generated pages, without a leading slash.
         */
        directory?: string
      }
  /**
   * AsyncAPI spec of the channels below (they inherit it); without `pages`, a page for every channel of the spec.
   */
  asyncapi?:
    | string
    | [string, ...string[]]
    | {
        /**
         * Path or URL of the spec file.
         */
        source: string
        /**
         * Folder of the generated pages, without a leading slash.
         */
        directory?: string
      }
  directory?: Directory
}
/**
 * Font of headings.
 */
export interface Font {
  /**
   * Font family name, like `Open Sans`; Google Fonts load by name.
   */
  family?: string
  /**
   * Font weight, like `400`; variable fonts take any value, like `550`.
   */
  weight?: number
  /**
   * URL or path of a self-hosted font file.
   */
  source?: string
  /**
   * Format of the file at `source`.
   */
  format?: 'woff' | 'woff2'
}
/**
 * Font of body text.
 */
export interface Font1 {
  /**
   * Font family name, like `Open Sans`; Google Fonts load by name.
   */
  family?: string
  /**
   * Font weight, like `400`; variable fonts take any value, like `550`.
   */
  weight?: number
  /**
   * URL or path of a self-hosted font file.
   */
  source?: string
  /**
   * Format of the file at `source`.
   */
  format?: 'woff' | 'woff2'
}
