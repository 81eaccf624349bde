import { NotFound } from '@/components/layout/NotFound';

// Inside this group's layout, which already draws the header and footer: without this file the
// root not-found page (a whole site shell of its own) would be the boundary, and every page of the
// group would carry a second shell in its payload.
export default function GroupNotFound() {
  return <NotFound />;
}
