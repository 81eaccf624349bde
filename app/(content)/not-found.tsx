import { NotFound } from '@/components/layout/NotFound';

// What notFound() in this group's pages renders: inside the group's layout, which already draws
// the header and footer. An address no route matches gets app/global-not-found.tsx instead.
export default function GroupNotFound() {
  return <NotFound />;
}
