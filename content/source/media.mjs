// The seed's short studio clips, made by the generator with ffmpeg (Debian's package) from a poster
// drawing: a slow push-in with a quiet room tone, a few seconds, well under 1 MB. Every featured
// video has one, so a fresh install plays them all.
export const clips = {
  'clip-recording-session': {
    poster: 'poster-recording-session',
    seconds: 6,
    width: 640,
    height: 360,
  },
  'clip-raw-to-release': {
    poster: 'poster-raw-to-release',
    seconds: 6,
    width: 640,
    height: 360,
  },
};

// The seed's episode audio, made by the generator with ffmpeg: a short chime (notes in Hz, struck at
// `at` seconds, each fading out) over quiet pink-noise room tone, mono MP3.
export const sounds = {
  'audio-founders-table-147': {
    seconds: 6,
    notes: [
      { hz: 523.25, at: 0.2 },
      { hz: 659.25, at: 0.7 },
      { hz: 783.99, at: 1.2 },
    ],
  },
  'audio-founders-table-148': {
    seconds: 7,
    notes: [
      { hz: 587.33, at: 0.2 },
      { hz: 739.99, at: 0.8 },
      { hz: 880.0, at: 1.4 },
      { hz: 587.33, at: 3.6 },
    ],
  },
};
