/* Generated from schemas/docs.schema.json by `npm run schema:types`. Do not edit. */

/**
 * A hex colour code, like `#0D9373`.
 */
export type HexColor = string
/**
 * Icon style (default `duotone`).
 */
export type IconType = 'brands' | 'duotone' | 'light' | 'sharp-solid' | 'solid' | 'thin'
/**
 * An absolute URL or a path relative to the site root of an OpenAPI file.
 */
export type OpenapiLocation = string
/**
 * The account URL.
 */
export type SocialUrl = string

/**
 * Configuration of a documentation site: name, navigation, branding, colours, top bar, anchors, tabs, versions, API settings, footer links, feedback buttons, mode toggle and background image.
 */
export interface DocsJson {
  /**
   * URL (or path, relative to this file) of the JSON Schema that editors use for autocompletion and hover help.
   */
  $schema?: string
  /**
   * Project name; used for the global title.
   */
  name: string
  /**
   * Layout theme of mint.json; the current format has themes of its own (`docslint migrate` writes `mint`).
   */
  theme?: 'venus' | 'quill' | 'prism'
  /**
   * Groups and the pages in each group.
   */
  navigation: NavigationGroup[]
  /**
   * Path to a logo image, or an object with light and dark logo paths.
   */
  logo?:
    | string
    | {
        /**
         * Logo path in light mode.
         */
        light?: string
        /**
         * Logo path in dark mode.
         */
        dark?: string
        /**
         * Where a click on the logo leads (default `/`).
         */
        href?: string
      }
  /**
   * Path to the favicon image.
   */
  favicon?: string
  /**
   * Hex colour codes of the global theme.
   */
  colors?: {
    /**
     * Primary colour: highlighted content, section headers, accents in light mode.
     */
    primary: string
    /**
     * Primary colour for dark mode (highlights, headers, accents).
     */
    light?: string
    /**
     * Primary colour for important buttons.
     */
    dark?: string
    /**
     * Background colours; both `light` and `dark` are required when `background` is given.
     */
    background?: {
      /**
       * Background in light mode.
       */
      light: string
      /**
       * Background in dark mode.
       */
      dark: string
    }
    /**
     * Colour of the anchor icons: a hex colour, or a gradient with `from` and `to` (an extension that real sites use).
     */
    anchors?: HexColor | Gradient
  }
  /**
   * Links shown in the top bar.
   *
   * Items: A link in the top bar.
   */
  topbarLinks?: {
    /**
     * Button name.
     */
    name: string
    /**
     * Target URL of the button.
     */
    url: string
  }[]
  /**
   * Call-to-action button in the top bar.
   */
  topbarCtaButton?: {
    /**
     * `link` shows a button; `github` shows repository information (including a star count) loaded from `url`.
     */
    type?: 'link' | 'github'
    /**
     * For `link`: the button target. For `github`: the repository link.
     */
    url?: string
    /**
     * Button text; required when `type` is `link`.
     */
    name?: string
  }
  /**
   * Version names; set only when a version dropdown is wanted in the navigation bar.
   *
   * Items: A version name.
   */
  versions?: string[]
  /**
   * Anchors: sidebar entries pointing to groups of pages.
   */
  anchors?: Anchor[]
  /**
   * Overrides for the top-most anchor.
   */
  topAnchor?: {
    /**
     * Name of the top-most anchor (default `Documentation`).
     */
    name?: string
    /**
     * Icon name (default `book-open`).
     */
    icon?: string
    iconType?: IconType
  }
  /**
   * Navigational tabs.
   *
   * Items: A navigational tab.
   */
  tabs?: {
    /**
     * Tab label.
     */
    name: string
    /**
     * Start of the URL that marks which pages belong to the tab; generally the folder name.
     */
    url: string
  }[]
  /**
   * API settings.
   */
  api?: {
    /**
     * Base URL for all API endpoints; with an array, the user can toggle between the base URLs.
     */
    baseUrl?: string | [string, ...string[]]
    /**
     * How the API playground collects credentials for all documented API endpoints.
     */
    auth?: {
      /**
       * Authentication strategy for all API endpoints.
       */
      method?: 'bearer' | 'basic' | 'key'
      /**
       * Name of the authentication parameter in the playground; with `method` `basic`, shaped `[usernameName]:[passwordName]`.
       */
      name?: string
      /**
       * Default prefix for the authentication input field.
       */
      inputPrefix?: string
    }
    /**
     * The API playground.
     */
    playground?: {
      /**
       * `show`: playground displayed; `hide`: hidden; `simple`: endpoint shown without added user interactivity.
       */
      mode?: 'show' | 'simple' | 'hide'
    }
    /**
     * @deprecated
     * Keep the key order of the OpenAPI file on generated pages. Announced to become the default behaviour, after which the field is deprecated.
     */
    maintainOrder?: boolean
  }
  /**
   * URL(s) or relative path(s) of OpenAPI file(s).
   */
  openapi?: OpenapiLocation | [OpenapiLocation, ...OpenapiLocation[]]
  /**
   * Social account links in the footer: platform name → account URL.
   */
  footerSocials?: {
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
   * Feedback buttons.
   */
  feedback?: {
    /**
     * Enables a button to suggest edits via pull requests.
     */
    suggestEdit?: boolean
    /**
     * Enables a button to raise an issue about the documentation.
     */
    raiseIssue?: boolean
  }
  /**
   * Dark/light toggle customisation.
   */
  modeToggle?: {
    /**
     * Mode shown to new users; when unset, the operating-system mode is used.
     */
    default?: 'light' | 'dark'
    /**
     * Hides the toggle; with `default` set, the site is forced to a single mode.
     */
    isHidden?: boolean
  }
  /**
   * Background image shown behind every page.
   */
  backgroundImage?: string
  /**
   * Analytics integrations (accepted, not checked).
   */
  analytics?: {
    [k: string]: unknown
  }
  /**
   * Font settings (accepted, not checked).
   */
  font?: {
    [k: string]: unknown
  }
  /**
   * Redirects (accepted, not checked).
   */
  redirects?: {
    [k: string]: unknown
  }
  /**
   * SEO settings (accepted, not checked).
   */
  seo?: {
    [k: string]: unknown
  }
  /**
   * A site-wide banner (accepted, not checked).
   */
  banner?: {
    [k: string]: unknown
  }
  /**
   * Custom CSS (accepted, not checked).
   */
  css?: {
    [k: string]: unknown
  }
  /**
   * Custom scripts (accepted, not checked).
   */
  scripts?: {
    [k: string]: unknown
  }
  /**
   * Corner rounding (accepted, not checked).
   */
  rounded?: {
    [k: string]: unknown
  }
  /**
   * The primary tab (accepted, not checked).
   */
  primaryTab?: {
    [k: string]: unknown
  }
  /**
   * Search settings (accepted, not checked).
   */
  search?: {
    [k: string]: unknown
  }
  /**
   * Page metadata settings (accepted, not checked).
   */
  metadata?: {
    [k: string]: unknown
  }
}
/**
 * A group of pages in the navigation.
 */
export interface NavigationGroup {
  /**
   * Group name.
   */
  group: string
  /**
   * Pages of the group: paths of page files without extension, endpoint entries (`GET /users`, `openapi.yaml GET /users`), or nested groups.
   */
  pages: (string | NavigationGroup)[]
  /**
   * Icon name of the group.
   */
  icon?: string
  /**
   * Shows the group only when this version is selected.
   */
  version?: string
}
/**
 * A gradient from one hex colour to another.
 */
export interface Gradient {
  from: HexColor
  to: HexColor
}
/**
 * A sidebar entry pointing to a group of pages.
 */
export interface Anchor {
  /**
   * Name of an icon from the icon library.
   */
  icon?: string
  /**
   * Anchor label.
   */
  name: string
  /**
   * Start of the URL that marks which pages belong to the anchor; generally the folder name, or an external URL.
   */
  url: string
  /**
   * Hex colour of the icon background, or a gradient with `from` and `to`.
   */
  color?: HexColor | Gradient
  /**
   * Hides the anchor until the matching docs version is selected.
   */
  version?: string
  /**
   * Hides the anchor until someone is linked directly to a page inside it.
   */
  isDefaultHidden?: boolean
  iconType?: IconType
}
