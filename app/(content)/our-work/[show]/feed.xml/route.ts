import { servePodcastFeed } from '@/lib/podcasts/http';

export const runtime = 'nodejs';
// Rendered per request from cached content (tagged like the show's page, so a publish shows at once):
// a prerendered route handler gets no real request, and route() reads the request's method and session.
export const dynamic = 'force-dynamic';

export { servePodcastFeed as GET };
