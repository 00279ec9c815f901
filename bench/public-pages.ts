// The public pages that `npm run bench` and bench/pages.ts measure (first-load JavaScript and
// Lighthouse): one of each kind a visitor reaches without an account, found in the database.
import pg from 'pg'

/**
 * The pages a visitor reaches without an account, one of each kind: the sitemap's pages, a
 * listing, an article of each section, a member's public profile, the web version of a sent
 * newsletter, the opportunities and one of them, and the sign-in and sign-up pages. Member and staff pages, and the landings of the
 * e-mails' tokens, are left out.
 */
export async function publicPages(url: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  const first = async (text: string) => {
    const { rows } = await client.query<{ value: string }>(text)
    if (!rows[0]) throw new Error(`Sin datos para: ${text}`)
    return rows[0].value
  }
  try {
    // The demo's own rows (lowest ids), with their images, rather than the generated ones.
    const listing = await first(
      `SELECT id::text AS value FROM artists WHERE image_id IS NOT NULL ORDER BY id LIMIT 1`,
    )
    const article = await first(
      `SELECT slug AS value FROM blog_posts
       WHERE _status = 'published' AND NOT exclusive AND featured_image_id IS NOT NULL
       ORDER BY id LIMIT 1`,
    )
    const news = await first(
      `SELECT slug AS value FROM blog_posts WHERE _status = 'published' AND exclusive
       ORDER BY id LIMIT 1`,
    ).catch(() => null)
    const profile = await first(
      `SELECT p.user_id::text AS value FROM profiles p JOIN users u ON u.id = p.user_id
       WHERE u.email NOT LIKE '%@bench.tarima.test' ORDER BY p.user_id LIMIT 1`,
    )
    const opportunity = await first(
      `SELECT id::text AS value FROM opportunities
       WHERE status = 'open' AND deadline > now() AND hidden IS NOT TRUE ORDER BY id LIMIT 1`,
    )
    const issue = await first(
      `SELECT id::text AS value FROM newsletter_issues WHERE status = 'sent' ORDER BY id LIMIT 1`,
    )
    return [
      '/',
      '/artists',
      `/artists/${listing}`,
      '/blog',
      `/blog/${article}`,
      ...(news ? [`/news/${news}`] : []),
      `/profile/${profile}`,
      `/newsletter/${issue}`,
      '/oportunidades',
      `/oportunidades/${opportunity}`,
      '/contact',
      '/privacy',
      '/terms',
      '/auth',
      '/onboarding',
    ]
  } finally {
    await client.end()
  }
}

/** The demo has no sent newsletter: one is recorded as sent (the article's), to measure its page. */
export async function ensureSentIssue(url: string) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query(
      `INSERT INTO newsletter_issues (subject, preheader, source, article_id, article_mode, status,
         sent_at, recipient_count, sent_count, failed_count)
       SELECT b.title, b.excerpt, 'article', b.id, 'summary', 'sent', now(), 0, 0, 0
       FROM blog_posts b
       WHERE b._status = 'published' AND b.featured_image_id IS NOT NULL
         AND NOT EXISTS (SELECT 1 FROM newsletter_issues WHERE status = 'sent')
       ORDER BY b.id LIMIT 1`,
    )
  } finally {
    await client.end()
  }
}
