/** nspell ships no types: the part of its API docslint uses. */
declare module 'nspell' {
  interface Speller {
    correct(word: string): boolean
    personal(dictionary: string): Speller
  }
  export default function nspell(dictionary: { aff: Uint8Array; dic: Uint8Array }): Speller
}
