import { PageSpinner } from '@/components/ui/Spinner';

export default function Loading() {
  return <PageSpinner />;
}
