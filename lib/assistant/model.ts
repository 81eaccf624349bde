// The optional language model: any OpenAI-compatible chat-completions API, streamed. It only phrases
// the facts the embedded assistant found; it is told to say it does not know when they say nothing.
import type { AssistantAnswer } from './answer';

export type ModelConfig = { url: string; apiKey?: string; model: string };

export function systemPrompt(studioName: string, answer: AssistantAnswer): string {
  const facts = answer.facts.length
    ? answer.facts.map((fact) => `- ${fact}`).join('\n')
    : '- (no facts: the site does not cover this question)';
  return [
    `You are the friendly assistant of ${studioName}, a podcast and video recording studio in London.`,
    'Answer the visitor in at most three short sentences, in British English, using only the facts below.',
    'If the facts do not answer the question, say that you do not know and suggest the contact form.',
    'Never invent prices, times, availability or policies. Plain text only, no markdown.',
    'Facts:',
    facts,
  ].join('\n');
}

/** Streams the model's reply as text pieces; throws if the API cannot be reached or refuses. */
export async function* streamModelReply(
  config: ModelConfig,
  studioName: string,
  question: string,
  answer: AssistantAnswer,
  signal?: AbortSignal,
): AsyncGenerator<string> {
  const response = await fetch(`${config.url.replace(/\/$/, '')}/chat/completions`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
    },
    body: JSON.stringify({
      model: config.model,
      stream: true,
      temperature: 0.2,
      max_tokens: 300,
      messages: [
        { role: 'system', content: systemPrompt(studioName, answer) },
        { role: 'user', content: question },
      ],
    }),
    signal: signal ?? AbortSignal.timeout(30_000),
  });
  if (!response.ok || !response.body) {
    throw new Error(`The model answered ${response.status} ${response.statusText}`);
  }
  // Server-sent events: `data: {json}` lines, ending with `data: [DONE]`.
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffered = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffered += value;
    const lines = buffered.split('\n');
    buffered = lines.pop() ?? '';
    for (const line of lines) {
      const data = line.startsWith('data:') ? line.slice(5).trim() : '';
      if (!data || data === '[DONE]') continue;
      try {
        const piece = (JSON.parse(data) as { choices?: { delta?: { content?: string } }[] })
          .choices?.[0]?.delta?.content;
        if (piece) yield piece;
      } catch {
        // A line that is not JSON (a keep-alive comment) carries no text.
      }
    }
  }
}
