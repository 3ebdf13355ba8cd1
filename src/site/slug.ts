/**
 * The fragments a heading answers to. Its github-slugger slug (the page facts' `slug`) first; then the
 * slug the site generator also serves, in which punctuation between words becomes a dash and `&` is "and"
 * (`chat.agent()` → `chat-agent`, `start_session()` → `start-session`, `Parent & root` →
 * `parent-and-root`), as links on real sites show.
 */
export function headingFragments(text: string, slug: string): string[] {
  const generator = text
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
  return [...new Set([slug, generator])]
}
