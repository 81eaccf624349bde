import { openInStudio } from '@/lib/content/studio-intent';

export default async function EditBlogPostPage({ params }: { params: Promise<{ id: string }> }) {
  openInStudio('blogPost', (await params).id);
}
