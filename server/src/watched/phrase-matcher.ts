/**
 * Whole-word, case- and accent-insensitive phrase matching for watched words, in time linear in
 * the text (issue 42). Phrases are never regular expressions: both the phrase and the text are
 * normalized (NFKD, combining marks dropped, case folded) and cut into words (runs of letters and
 * digits), and the phrases' word sequences sit in a trie walked from each word of the text. A
 * walk is at most as long as the longest phrase (MAX_PHRASE_WORDS), so the work is bounded by
 * words × MAX_PHRASE_WORDS whatever the text.
 */

export const WATCHED_ACTIONS = ['block', 'flag', 'require_approval'] as const;
export type WatchedAction = (typeof WATCHED_ACTIONS)[number];

/** The most words a phrase may have (a walk from one word of the text never goes deeper). */
export const MAX_PHRASE_WORDS = 10;

/** One run of letters or digits, after normalization; a single character class, so linear. */
const WORD = /[\p{L}\p{N}]+/gu;
const COMBINING_MARK = /\p{M}/gu;

/** The text as matching sees it: decomposed, without accents, case folded. */
export function normalizeText(text: string): string {
  return text.normalize('NFKD').replace(COMBINING_MARK, '').toLowerCase().normalize('NFKC');
}

/** The text's words, normalized. */
export function wordsOf(text: string): string[] {
  return normalizeText(text).match(WORD) ?? [];
}

/** The phrase's identity: its words joined by one space ('' when it has none). */
export function phraseKey(phrase: string): string {
  return wordsOf(phrase).join(' ');
}

/** Which action wins when a text holds several phrases: the strictest. */
const SEVERITY: Record<WatchedAction, number> = { flag: 1, require_approval: 2, block: 3 };

export function strictest(a: WatchedAction | null, b: WatchedAction | null): WatchedAction | null {
  if (!a) return b;
  if (!b) return a;
  return SEVERITY[a] >= SEVERITY[b] ? a : b;
}

interface TrieNode {
  next: Map<string, TrieNode>;
  /** The action of a phrase ending here (the strictest when several do). */
  action: WatchedAction | null;
  /** The phrase, as the paka wrote it, whose action that is. */
  phrase: string | null;
}

/** What a text matched: the strictest action and the phrase that gave it. */
export interface PhraseMatch {
  action: WatchedAction;
  phrase: string;
}

const node = (): TrieNode => ({ next: new Map(), action: null, phrase: null });

/** A compiled word list: `match(text)` gives the strictest action among the phrases the text holds. */
export class PhraseMatcher {
  private readonly root = node();
  readonly size: number;

  constructor(phrases: ReadonlyArray<{ phrase: string; action: WatchedAction }>) {
    let size = 0;
    for (const { phrase, action } of phrases) {
      const words = wordsOf(phrase).slice(0, MAX_PHRASE_WORDS);
      if (words.length === 0) continue;
      let at = this.root;
      for (const word of words) {
        let child = at.next.get(word);
        if (!child) at.next.set(word, (child = node()));
        at = child;
      }
      if (strictest(at.action, action) !== at.action) {
        at.action = action;
        at.phrase = phrase.trim();
      }
      size++;
    }
    this.size = size;
  }

  /** The strictest action of the phrases found in any of the texts, or null. */
  match(...texts: Array<string | null | undefined>): WatchedAction | null {
    return this.find(...texts)?.action ?? null;
  }

  /** The strictest action found in any of the texts with the (first) phrase that gave it, or null. */
  find(...texts: Array<string | null | undefined>): PhraseMatch | null {
    if (this.size === 0) return null;
    let found: PhraseMatch | null = null;
    for (const text of texts) {
      if (!text) continue;
      const words = wordsOf(text);
      for (let i = 0; i < words.length && found?.action !== 'block'; i++) {
        let at: TrieNode | undefined = this.root;
        for (let j = i; j < words.length && j - i < MAX_PHRASE_WORDS; j++) {
          at = at.next.get(words[j]);
          if (!at) break;
          if (at.action && at.phrase !== null && strictest(found?.action ?? null, at.action) !== found?.action) found = { action: at.action, phrase: at.phrase };
        }
      }
    }
    return found;
  }
}
