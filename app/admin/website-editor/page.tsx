import { redirect } from 'next/navigation';

/** The website editor is the Studio's Presentation tool: the site in draft mode beside its documents. */
export default function WebsiteEditorPage() {
  redirect('/admin/cms/website-editor');
}
