import { ArticleNotFound, articleNotFoundMetadata } from '@/features/blog/article-page'

export const metadata = articleNotFoundMetadata

export default ArticleNotFound
