// The seed's short studio clips, made by the generator with ffmpeg (Debian's package) from a poster
// drawing: a slow push-in on the room with a quiet room tone, a few seconds, well under 1 MB.
export const clips = {
  'clip-recording-session': {
    poster: 'poster-recording-session',
    seconds: 6,
    width: 640,
    height: 360,
  },
};
