// Stories run without the app's server: a story that loads data on mount answers its own API
// calls at the fetch boundary, and every other request still goes to the network.
import type { StoryObj } from '@storybook/nextjs-vite';

/** An answer other than 200. */
export class Reply {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {}
}

/** `beforeEach` for a story: answer these paths (JSON bodies or Replies) until the story is left. */
export function answering(routes: Record<string, unknown>, delayMs = 0): StoryObj['beforeEach'] {
  return () => {
    const realFetch = window.fetch;
    window.fetch = async (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input), location.href);
      if (!(url.pathname in routes)) return realFetch(input, init);
      const route = routes[url.pathname];
      const { status, body } = route instanceof Reply ? route : new Reply(200, route);
      if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
      return new Response(JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json' },
      });
    };
    return () => {
      window.fetch = realFetch;
    };
  };
}
