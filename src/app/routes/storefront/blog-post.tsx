import { Link } from 'react-router-dom'
import { Seo } from '@/components/seo/seo'
import { PageShell } from '@/components/ui/page-shell'
import { paths } from '@/config/paths'

export default function BlogPostRoute() {
  return (
    <>
      <Seo title="Spice Story" type="article" description="A story from the CasaBite spice trail." />
      <PageShell title="Spice Story">
        <Link to={paths.blog.list.getHref()} className="font-semibold text-brand-700 underline underline-offset-4">
          Back to Blog
        </Link>
      </PageShell>
    </>
  )
}
