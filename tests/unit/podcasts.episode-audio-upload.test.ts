// Issue #13 item 4: an admin uploads an episode's audio from the podcast manager. The file is checked
// by its bytes, stored as a lake file asset and set on the episode's draft when there is one, else on
// the published episode; the change is audited and revalidates the pages and feed that read it.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { createUser, setUserRole } from '@/lib/auth/users';
import { tables, type Database } from '@/lib/db';
import {
  commit,
  defaultSeedSource,
  getDocuments,
  importSeed,
  readAssetBytes,
  type CommittedTransaction,
} from '@/lib/lake';
import { episodeParamsSchema } from '@/lib/podcasts/audio-upload';
import { uploadEpisodeAudioRoute } from '@/lib/podcasts/http';
import { targetHref, targetKindName } from '@/lib/audit/targets';
import { describeOnEachEngine, enginesUnderTest } from '../fixtures/databases';
import { pdfBytes } from '../fixtures/documents';
import { callRoute, sessionCookieFor } from '../fixtures/routes';

const engines = await enginesUnderTest();
const root = path.resolve(import.meta.dirname, '../..');
const EPISODE = 'episode-founders-table-147';
const OTHER = 'episode-founders-table-148';
const seededMp3s = readdirSync(path.join(root, 'content/files')).filter((name) =>
  name.endsWith('.mp3'),
);

/** A short real WAV: a 16-bit mono 8 kHz tone, so its bytes are new to the lake. */
function wavBytes(seconds = 0.25): Buffer {
  const samples = Math.round(8000 * seconds);
  const data = Buffer.alloc(samples * 2);
  for (let i = 0; i < samples; i += 1)
    data.writeInt16LE(Math.round(8000 * Math.sin((2 * Math.PI * 440 * i) / 8000)), i * 2);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(8000, 24);
  header.writeUInt32LE(16000, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

/** A signed-in browser's cookie for a new account with this role. */
async function account(db: Database, role: 'customer' | 'admin') {
  const email = `${role}@example.com`;
  const created = await createUser(db, {
    email,
    name: `A ${role}`,
    password: 'a long password 42',
  });
  const id = created === 'email-taken' ? null : created.id;
  if (!id) throw new Error('fresh database expected');
  if (role === 'admin') await setUserRole(db, id, role);
  return { id, cookie: await sessionCookieFor(db, id) };
}

function upload(id: string, cookie: string | null, file?: { bytes: Uint8Array; name: string }) {
  const form = new FormData();
  if (file) form.append('audio', new File([new Uint8Array(file.bytes)], file.name));
  const headers = new Headers({ host: 'localhost:3000', origin: 'http://localhost:3000' });
  if (cookie) headers.set('cookie', cookie);
  return new Request(
    `http://localhost:3000/api/admin/podcasts/episodes/${encodeURIComponent(id)}/audio`,
    { method: 'POST', headers, body: form },
  );
}

const audioRef = (doc: Record<string, unknown> | null | undefined) =>
  (doc?.audio as { asset?: { _ref?: string } } | undefined)?.asset?._ref;

describeOnEachEngine(
  engines,
  'episode audio upload on $engine',
  'episode audio upload',
  (handle) => {
    const revalidated: CommittedTransaction[] = [];
    const route = uploadEpisodeAudioRoute((transaction) => {
      if (transaction) revalidated.push(transaction);
      return [];
    });
    const post = (request: Request) =>
      callRoute(route, handle.db, request, {
        params: { id: new URL(request.url).pathname.split('/')[5]! },
      });
    let admin: Awaited<ReturnType<typeof account>>;
    let customer: Awaited<ReturnType<typeof account>>;

    it('has the seed with its episodes', async () => {
      await importSeed(handle.db, defaultSeedSource(root));
      admin = await account(handle.db, 'admin');
      customer = await account(handle.db, 'customer');
      const [episode] = await getDocuments(handle.db, [EPISODE]);
      expect(audioRef(episode)).toMatch(/^file-[a-f0-9]{40}-mp3$/);
    });

    it('refuses the signed-out (401) and customers (403)', async () => {
      const file = { bytes: wavBytes(), name: 'take.wav' };
      expect((await post(upload(EPISODE, null, file))).status).toBe(401);
      expect((await post(upload(EPISODE, customer.cookie, file))).status).toBe(403);
    });

    it('sets new audio on the published episode when it has no draft, stored as a lake file asset', async () => {
      const bytes = wavBytes();
      revalidated.length = 0;
      const response = await post(
        upload(EPISODE, admin.cookie, { bytes, name: 'Take 2 (final).wav' }),
      );
      expect(response.status).toBe(200);
      const body = (await response.json()) as {
        patched: string;
        asset: { id: string; url: string; size: number; mimeType: string };
        episode: { id: string; title: string };
      };
      expect(body).toMatchObject({
        patched: 'published',
        episode: { id: EPISODE, title: 'Why we turned down our first term sheet' },
        asset: { size: bytes.length, mimeType: 'audio/wav' },
      });
      expect(body.asset.id).toMatch(/^file-[a-f0-9]{40}-wav$/);
      expect(body.asset.url).toMatch(/^\/api\/lake\/files\/local\/production\/[a-f0-9]{40}\.wav$/);

      const [episode, asset] = await getDocuments(handle.db, [EPISODE, body.asset.id]);
      expect(audioRef(episode)).toBe(body.asset.id);
      expect(asset).toMatchObject({
        _type: 'sanity.fileAsset',
        size: bytes.length,
        originalFilename: 'Take-2-final.wav',
      });
      const stored = await readAssetBytes(handle.db, String(asset!.path));
      expect(stored?.bytes.equals(bytes)).toBe(true);
      // The asset and the episode change: both commits revalidate what read them.
      expect(revalidated.flatMap((t) => t.changes.map((change) => change.id)).sort()).toEqual(
        [body.asset.id, EPISODE].sort(),
      );
    });

    it('audits the upload with the episode as its target', async () => {
      const [entry] = await handle.db
        .select()
        .from(tables.adminAuditLog)
        .where(eq(tables.adminAuditLog.action, 'podcasts.episode-audio'));
      expect(entry).toMatchObject({
        actorEmail: 'admin@example.com',
        method: 'POST',
        targetType: 'episode',
        targetId: EPISODE,
        targetLabel: 'Why we turned down our first term sheet',
      });
      expect(targetKindName('episode')).toBe('Podcast episode');
      expect(targetHref({ type: 'episode', id: EPISODE })).toBe('/admin/podcasts');
    });

    it('sets it on the draft when the episode is being edited, leaving the live episode as it is', async () => {
      const [published] = await getDocuments(handle.db, [OTHER]);
      await commit(
        handle.db,
        [
          {
            createOrReplace: {
              ...published!,
              _id: `drafts.${OTHER}`,
              title: 'Hiring your first ten',
            },
          },
        ],
        { identity: admin.id },
      );
      const mp3 = readFileSync(path.join(root, 'content/files', seededMp3s[0]!));
      const response = await post(upload(OTHER, admin.cookie, { bytes: mp3, name: 'ep148.mp3' }));
      expect(response.status).toBe(200);
      const body = (await response.json()) as {
        patched: string;
        asset: { id: string; mimeType: string };
      };
      expect(body.patched).toBe('draft');
      expect(body.asset.mimeType).toBe('audio/mpeg');
      const [live, draft] = await getDocuments(handle.db, [OTHER, `drafts.${OTHER}`]);
      expect(audioRef(draft)).toBe(body.asset.id);
      expect(audioRef(live)).toBe(audioRef(published));
    });

    it('refuses what is not audio (415), no file (400) and an unknown episode (404), changing nothing', async () => {
      const [before] = await getDocuments(handle.db, [EPISODE]);
      const notAudio = await post(
        upload(EPISODE, admin.cookie, { bytes: pdfBytes(), name: 'notes.mp3' }),
      );
      expect(notAudio.status).toBe(415);
      expect(
        ((await notAudio.json()) as { fieldErrors: Record<string, string[]> }).fieldErrors.audio,
      ).toEqual(['Upload the episode as an MP3, M4A or WAV file']);
      expect((await post(upload(EPISODE, admin.cookie))).status).toBe(400);
      expect(
        (await post(upload('episode-nope', admin.cookie, { bytes: wavBytes(), name: 'x.wav' })))
          .status,
      ).toBe(404);
      expect(
        (
          await post(
            upload('podcast-founders-table', admin.cookie, { bytes: wavBytes(), name: 'x.wav' }),
          )
        ).status,
      ).toBe(404);
      const [after] = await getDocuments(handle.db, [EPISODE]);
      expect(after?._rev).toBe(before?._rev);
    });
  },
);

it('addresses episodes by their published id, never a drafts. id', () => {
  expect(episodeParamsSchema.safeParse({ id: EPISODE }).success).toBe(true);
  expect(episodeParamsSchema.safeParse({ id: `drafts.${EPISODE}` }).success).toBe(false);
  expect(episodeParamsSchema.safeParse({ id: '../x' }).success).toBe(false);
});
