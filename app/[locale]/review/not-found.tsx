import { NotFoundView } from '@/components/layout/not-found-view';

// An unknown upload's preview (notFound() in app/[locale]/review/preview/[id]/page.tsx): the message inside the
// review area's own header, as app/[locale]/(site)/not-found.tsx is inside the site's navbar and footer.
export default function ReviewNotFound() {
  return <NotFoundView />;
}
