// Hashtags drawn from the episode's own words: the words that recur and carry meaning win.
const STOPWORDS = new Set(
  `about above after again against all also and any are because been before being below between
  both but can could did does doing down during each episode every few for from further had has
  have having her here hers him his how into its itself just more most much must not now off once
  only other our ours out over own same she should some such than that the their theirs them then
  there these they this those through too under until very was were what when where which while
  who whom why will with would you your yours podcast show listen talk talks talking really thing
  things make makes made get gets got way ways new`.split(/\s+/),
);

const BASE_TAGS = ['Podcast', 'NewEpisode'];

/** "remote recording" -> "RemoteRecording"; drops anything that is not a letter or digit. */
export function toHashtag(phrase: string): string {
  return phrase
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('');
}

function keywords(texts: { text: string; weight: number }[]): string[] {
  const scores = new Map<string, { word: string; score: number; firstSeen: number }>();
  let position = 0;
  for (const { text, weight } of texts) {
    for (const raw of text.split(/[^\p{L}\p{N}']+/u)) {
      const word = raw.replace(/'s$|'/g, '');
      const key = word.toLowerCase();
      position += 1;
      if (key.length < 4 || STOPWORDS.has(key) || /^\d+$/.test(key)) continue;
      const entry = scores.get(key) ?? { word, score: 0, firstSeen: position };
      entry.score += weight;
      scores.set(key, entry);
    }
  }
  return [...scores.values()]
    .sort((a, b) => b.score - a.score || a.firstSeen - b.firstSeen)
    .map((entry) => entry.word);
}

export interface HashtagSource {
  title: string;
  showName?: string;
  keyPoints: string[];
}

/** Ordered, de-duplicated hashtags (without '#'): base tags, the show, then topic keywords. */
export function suggestHashtags(source: HashtagSource, limit: number): string[] {
  const topics = keywords([
    { text: source.title, weight: 3 },
    ...source.keyPoints.map((point) => ({ text: point, weight: 1 })),
  ]);
  const candidates = [...BASE_TAGS, ...(source.showName ? [source.showName] : []), ...topics];
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const candidate of candidates) {
    const tag = toHashtag(candidate);
    if (!tag || seen.has(tag.toLowerCase())) continue;
    seen.add(tag.toLowerCase());
    tags.push(tag);
    if (tags.length === limit) break;
  }
  return tags;
}
