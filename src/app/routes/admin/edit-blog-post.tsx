import { useParams } from 'react-router-dom'
import { Seo } from '@/components/seo/seo'
import { EditBlogPostEditor } from '@/features/blog-editor/components/blog-post-editor'

export default function AdminEditBlogPostRoute() {
  const { postId = '' } = useParams()
  return (
    <>
      <Seo title="Admin: Edit Post" description="CasaBite administration." noIndex />
      <EditBlogPostEditor key={postId} postId={postId} />
    </>
  )
}
