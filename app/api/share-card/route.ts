import { drawShareCard } from '@/lib/social/share-card';

export { drawShareCard as GET };
