export const HOSTED: {
  sitePort: number;
  siteTlsPort: number;
  projectPort: number;
  projectTlsPort: number;
  distDir: string;
  certDir: string;
};
export const HOSTED_API_HOST: string;
export function hostedSiteEnv(): Record<string, string>;
export { startServer } from './start-server.mjs';
export function startHostedProject(
  env?: Record<string, string>,
): Promise<{ stop: () => Promise<void> }>;
