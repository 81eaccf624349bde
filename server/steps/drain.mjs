// Step `drain`: while the instance shuts down (server/shutdown.mjs), the readiness check answers
// 503 so that a load balancer stops sending it traffic, and every answer asks its client to close
// the connection, so that kept-alive clients reconnect to another instance.
import { RESOURCE_POLICY } from '../contract.mjs';

const HEALTH_PATH = '/api/health';

/** The step; `state.draining` is set by the shutdown. */
export function drainStep(state) {
  return {
    name: 'drain',
    request({ req, res }) {
      if (!state.draining) return false;
      res.setHeader('connection', 'close');
      if (String(req.url ?? '').split('?')[0] !== HEALTH_PATH) return false;
      res.writeHead(503, {
        'content-type': 'application/json',
        'cache-control': 'no-store',
        'content-security-policy': RESOURCE_POLICY,
      });
      res.end(JSON.stringify({ ok: false, draining: true }));
      return true;
    },
  };
}
