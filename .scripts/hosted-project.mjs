// The hosted-mode setup the tests prove offline: one app instance (the "project") plays a hosted
// Sanity project (its lake is the API, behind an HTTPS front, calling a signed webhook on publish);
// another (the "site") is built and run with the hosted-mode configuration pointed at it.
// `npm run build:hosted` builds the site against it (pages prerender from the project's API);
// tests/e2e/hosted-mode.spec.ts runs both. The ports are fixed because the API host is inlined into
// the site's build, as NEXT_PUBLIC_SANITY_* are for a real hosted project.
import os from 'node:os';
import path from 'node:path';
import { startHttpsFront } from '../server/https-front.mjs';
import { startServer } from './start-server.mjs';

export { startServer };

export const HOSTED = {
  sitePort: 3220,
  siteTlsPort: 3223,
  projectPort: 3221,
  projectTlsPort: 3222,
  distDir: '.next-hosted',
  certDir: path.join(os.tmpdir(), 'studio-hosted-tls'),
};
export const HOSTED_API_HOST = `https://127.0.0.1:${HOSTED.projectTlsPort}/api/lake`;

/** The site's hosted-mode configuration, at build time and at run time alike. */
export function hostedSiteEnv() {
  return {
    NEXT_DIST_DIR: HOSTED.distDir,
    NEXT_PUBLIC_SANITY_PROJECT_ID: 'local',
    NEXT_PUBLIC_SANITY_DATASET: 'production',
    NEXT_PUBLIC_SANITY_API_HOST: HOSTED_API_HOST,
    // The project's HTTPS front has a self-signed certificate: the site's server trusts it.
    NODE_EXTRA_CA_CERTS: path.join(HOSTED.certDir, 'localhost-cert.pem'),
  };
}

/** The hosted project: an instance of the default build, its lake reached over HTTPS. */
export async function startHostedProject(env = {}) {
  const server = await startServer(HOSTED.projectPort, env);
  const front = await startHttpsFront({
    port: HOSTED.projectTlsPort,
    upstream: `http://127.0.0.1:${HOSTED.projectPort}`,
    certDir: HOSTED.certDir,
  });
  return {
    async stop() {
      front.close();
      await server.stop();
    },
  };
}
