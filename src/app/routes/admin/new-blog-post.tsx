import { Seo } from '@/components/seo/seo'
import { NewBlogPostEditor } from '@/features/blog-editor/components/blog-post-editor'

export default function AdminNewBlogPostRoute() {
  return (
    <>
      <Seo title="Admin: New Post" description="CasaBite administration." noIndex />
      <NewBlogPostEditor />
    </>
  )
}
