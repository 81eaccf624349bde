// `POST /api/assistant`: one question, answered as a stream of NDJSON lines
// (`{ type: 'text', text }` pieces, then `{ type: 'done', kind, links }`). Questions and answers are
// never stored; only that a conversation started (a confirmed event, once per conversation).
import { z } from 'zod';
import { availableStartTimes } from '../booking/service';
import { loadAddOns, loadBookableStudios, loadBookingSettings } from '../booking/catalog';
import { londonDateOf } from '../time';
import { fetchContent } from '../content/fetch';
import { getDb, type Database } from '../db';
import { appEnv } from '../env';
import { recordConfirmedEvent } from '../events';
import { requestAttribution } from '../experiments/visitor';
import { raw } from '../http';
import { route } from '../http/route';
import { answerQuestion, type AvailabilityLookup } from './answer';
import { buildKnowledge, KNOWLEDGE_QUERY, type Knowledge } from './knowledge';
import { streamModelReply, type ModelConfig } from './model';

export const ASSISTANT_QUESTION_MAX = 500;

export const assistantQuestionSchema = z.object({
  question: z
    .string()
    .trim()
    .min(1, 'Please type a question.')
    .max(
      ASSISTANT_QUESTION_MAX,
      `Please keep your question under ${ASSISTANT_QUESTION_MAX} characters.`,
    ),
  conversationId: z.uuid('conversationId must be a UUID'),
});

export const ASSISTANT_RATE_LIMIT = { limit: 30, windowMs: 5 * 60_000 } as const;

/** The published content the assistant answers from; cached reads, refreshed on publish. */
export async function loadKnowledge(): Promise<Knowledge> {
  const [raw, studios, settings] = await Promise.all([
    fetchContent<unknown>(KNOWLEDGE_QUERY),
    loadBookableStudios(),
    loadBookingSettings(),
  ]);
  return buildKnowledge(raw, studios, settings);
}

/**
 * Free start times from the booking code itself, for the shortest session the studio takes; asked
 * for a person (an engineer), with the studio's add-on that needs them, so they are free too.
 */
export const liveAvailability: AvailabilityLookup = async (studio, date, skill) => {
  const addOn = skill
    ? (await loadAddOns()).find(
        (offer) => offer.skill === skill && offer.studioIds.includes(studio.id),
      )
    : undefined;
  if (skill && !addOn) return { open: true, closure: null, starts: [], addOn: null };
  const answer = await availableStartTimes(await getDb(), {
    studio: studio.id,
    date,
    duration: studio.minDurationMinutes,
    addOns: addOn ? [addOn.id] : undefined,
  });
  if (!answer.ok) return { open: false, closure: null, starts: [], addOn: addOn?.name ?? null };
  const body = answer.body as { open: unknown; closure: string | null; starts: string[] };
  return {
    open: body.open !== null,
    closure: body.closure,
    starts: body.starts.map((start) => start.slice(11, 16)),
    addOn: addOn?.name ?? null,
  };
};

function modelConfig(): ModelConfig | null {
  const env = appEnv();
  return env.ASSISTANT_MODEL_URL
    ? {
        url: env.ASSISTANT_MODEL_URL,
        apiKey: env.ASSISTANT_MODEL_API_KEY,
        model: env.ASSISTANT_MODEL_NAME,
      }
    : null;
}

export type AssistantDeps = {
  knowledge: () => Promise<Knowledge>;
  availability: AvailabilityLookup;
  model: ModelConfig | null;
  today: () => string;
};

const liveDeps = (): AssistantDeps => ({
  knowledge: loadKnowledge,
  availability: liveAvailability,
  model: modelConfig(),
  today: () => londonDateOf(new Date()),
});

/** The assistant's route; tests build it with their own knowledge, clock and model. */
export function askAssistant(deps: () => AssistantDeps = liveDeps) {
  return route({
    body: { json: assistantQuestionSchema, maxBytes: 4096 },
    rateLimit: { bucket: 'assistant', ...ASSISTANT_RATE_LIMIT },
    handle: async ({ db, body, request }) => answerStream(db, request, body, deps()),
  });
}

async function answerStream(
  db: Database,
  request: Request,
  body: z.infer<typeof assistantQuestionSchema>,
  deps: AssistantDeps,
) {
  const { question, conversationId } = body;
  const [knowledge, attribution] = await Promise.all([
    deps.knowledge(),
    requestAttribution(db, request),
  ]);
  const answer = await answerQuestion(question, knowledge, deps.availability, deps.today());
  await recordConfirmedEvent(db, {
    type: 'assistant_conversation_started',
    sourceId: conversationId,
    attribution,
  });

  const model = deps.model;
  const encoder = new TextEncoder();
  const stream = new ReadableStream<Uint8Array>({
    async start(controller) {
      const send = (line: unknown) =>
        controller.enqueue(encoder.encode(`${JSON.stringify(line)}\n`));
      let streamed = false;
      if (model) {
        try {
          for await (const text of streamModelReply(
            model,
            knowledge.studioName,
            question,
            answer,
          )) {
            streamed = true;
            send({ type: 'text', text });
          }
        } catch (error) {
          // The visitor still gets the embedded answer when the model is down.
          console.warn('The assistant model could not answer; using the embedded answer', error);
        }
      }
      if (!streamed) send({ type: 'text', text: answer.text });
      send({ type: 'done', kind: answer.kind, links: answer.links });
      controller.close();
    },
  });
  return raw(stream, 200, {
    'content-type': 'application/x-ndjson; charset=utf-8',
    'cache-control': 'no-store',
  });
}
