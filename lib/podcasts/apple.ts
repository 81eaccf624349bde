// What Apple Podcasts accepts and what an episode's audio may be, shared by the schema (the Studio's
// choices), the feed builder, the upload route and its form (no server code here).

/** Apple's top-level podcast categories (Apple Podcasts Connect, "Podcast categories"). */
export const APPLE_CATEGORIES = [
  'Arts',
  'Business',
  'Comedy',
  'Education',
  'Fiction',
  'Government',
  'Health & Fitness',
  'History',
  'Kids & Family',
  'Leisure',
  'Music',
  'News',
  'Religion & Spirituality',
  'Science',
  'Society & Culture',
  'Sports',
  'Technology',
  'True Crime',
  'TV & Film',
] as const;

export type AppleCategory = (typeof APPLE_CATEGORIES)[number];

/** The audio types a feed enclosure may name, as the episode field and the upload accept them. */
export const EPISODE_AUDIO_TYPES = ['audio/mpeg', 'audio/x-m4a'] as const;

export const EPISODE_AUDIO_MAX_BYTES = 100 * 1024 * 1024;
export const AUDIO_FIELD = 'audio';
export const AUDIO_TOO_LARGE_MESSAGE = 'The audio file must be 100 MB or smaller';
export const AUDIO_MISSING_MESSAGE = 'Choose an audio file';
export const AUDIO_WRONG_TYPE_MESSAGE = 'Upload the episode as an MP3, M4A or WAV file';
/** What the file picker offers; the server goes by the file's bytes, never by this. */
export const AUDIO_ACCEPT = 'audio/mpeg,audio/mp4,audio/x-m4a,audio/wav,.mp3,.m4a,.wav';

/** The address the podcast manager's upload form posts an episode's audio to. */
export const episodeAudioPath = (episodeId: string) =>
  `/api/admin/podcasts/episodes/${encodeURIComponent(episodeId)}/audio`;
