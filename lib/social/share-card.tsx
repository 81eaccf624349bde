// `GET /api/share-card?title=…&eyebrow=…&subtitle=…`: a 1200×630 PNG share card, used as every
// page's Open Graph image and by the social media generator.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ImageResponse } from 'next/og';
import { raw } from '../http';
import { route } from '../http/route';
import { siteIdentity } from '../site';
import { shareCardQuerySchema, type ShareCardQuery } from '../validation/share-card';
import { drawableText, OMITTED } from './share-card-text';

const SHARE_CARD_SIZE = { width: 1200, height: 630 };
const FONT_FAMILY = 'Inter';
const FONT_FILE = path.join(process.cwd(), 'lib/social/fonts/inter-share-card-400.woff');
const HEADERS = {
  'content-type': 'image/png',
  'cache-control': 'public, max-age=86400, immutable',
};

let fontData: Promise<Buffer> | undefined;
// The card's only font, read once: with it every character drawn is one it has (see drawableText).
const shareCardFont = () => (fontData ??= readFile(FONT_FILE));

/** Every text here is already cut to the font (`drawableText`). */
function ShareCard({
  title,
  eyebrow,
  subtitle,
}: Required<Pick<ShareCardQuery, 'eyebrow'>> & ShareCardQuery) {
  return (
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: 72,
        background: 'linear-gradient(135deg, #14151a 0%, #3a1a0c 100%)',
        color: '#f2f3f5',
        fontFamily: FONT_FAMILY,
      }}
    >
      <div style={{ display: 'flex', fontSize: 30, color: '#f59a5b', letterSpacing: 4 }}>
        {eyebrow}
      </div>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 24 }}>
        <div style={{ display: 'flex', fontSize: title.length > 60 ? 56 : 72, lineHeight: 1.1 }}>
          {title}
        </div>
        {subtitle && (
          <div style={{ display: 'flex', fontSize: 36, color: '#a9adb9' }}>{subtitle}</div>
        )}
      </div>
      <div style={{ display: 'flex', fontSize: 26, color: '#a9adb9' }}>{siteIdentity.name}</div>
    </div>
  );
}

/** The card's PNG, drawn with the shipped font only (no request leaves the server). */
export async function renderShareCard(query: ShareCardQuery): Promise<Uint8Array> {
  const drawable = (text: string | undefined) => (text ? drawableText(text) : undefined);
  const card = {
    title: drawable(query.title) || OMITTED,
    // Upper-cased before it is cut: a capital can be missing from the font when its small letter is not.
    eyebrow: drawable((query.eyebrow ?? siteIdentity.name).toUpperCase()) ?? '',
    subtitle: drawable(query.subtitle) || undefined,
  };
  const font = await shareCardFont();
  const image = new ImageResponse(<ShareCard {...card} />, {
    ...SHARE_CARD_SIZE,
    fonts: [{ name: FONT_FAMILY, data: font, weight: 400, style: 'normal' }],
  });
  // Drawn in full before answering: a failure is caught here, not midway through the reply.
  return new Uint8Array(await image.arrayBuffer());
}

export const drawShareCard = route({
  query: shareCardQuerySchema,
  async handle({ query }) {
    try {
      return raw(await renderShareCard(query), 200, HEADERS);
    } catch (error) {
      console.error('The share card could not be drawn; answering the plain card', error);
      return raw(await renderShareCard({ title: siteIdentity.name }), 200, HEADERS);
    }
  },
});
