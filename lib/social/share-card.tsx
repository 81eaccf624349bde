// `GET /api/share-card?title=…&eyebrow=…&subtitle=…`: a 1200×630 PNG share card, used as every
// page's Open Graph image and by the social media generator.
import { ImageResponse } from 'next/og';
import { raw } from '../http';
import { route } from '../http/route';
import { siteIdentity } from '../site';
import { shareCardQuerySchema, type ShareCardQuery } from '../validation/share-card';

const SHARE_CARD_SIZE = { width: 1200, height: 630 };

function shareCardImage({ title, eyebrow, subtitle }: ShareCardQuery) {
  return new ImageResponse(
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
      }}
    >
      <div style={{ display: 'flex', fontSize: 30, color: '#f59a5b', letterSpacing: 4 }}>
        {(eyebrow ?? siteIdentity.name).toUpperCase()}
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
    </div>,
    {
      ...SHARE_CARD_SIZE,
      headers: { 'cache-control': 'public, max-age=86400, immutable' },
    },
  );
}

export const drawShareCard = route({
  query: shareCardQuerySchema,
  async handle({ query }) {
    const image = shareCardImage(query);
    return raw(image.body, image.status, Object.fromEntries(image.headers));
  },
});
