// A crowd on one row, shared by the storm test (tests/int/storm.test.ts) and `npm run bench:faults`:
// members like, like twice at once, unlike, comment, follow and unfollow ONE post and ONE profile,
// while two of them write and read ONE conversation, in three rounds of concurrent writes.
// Before the counters moved to database triggers, this froze the whole site: a request held the
// post's row lock while it waited for another pool connection, and every other request waited on it.

export type StormReply = { status: number; body: unknown }
/** One request as a member (or a visitor), answering status 0 when it got no answer in time. */
export type StormSend = (
  method: string,
  path: string,
  who?: StormMember,
  body?: unknown,
) => Promise<StormReply>
export type StormMember = { id: number }

export type StormResult = {
  writes: number
  ms: number
  /** Writes that hung, failed with a 5xx or a 429, or were refused when they should not have been. */
  failures: string[]
  /** Each counter as shown, beside the rows it counts and the number the storm leaves. */
  counters: { name: string; shown: number; rows: number; expected: number }[]
}

type Outcome = { what: string; reply: StormReply }

const docId = (outcome: Outcome | undefined): number | undefined =>
  outcome && outcome.reply.status < 300
    ? (outcome.reply.body as { doc?: { id?: number } } | null)?.doc?.id
    : undefined

/** Allowed: done (2xx; a like sent twice at once answers the one stored, 200). */
const failed = (o: Outcome) => o.reply.status === 0 || o.reply.status >= 300

export async function runStorm({
  send,
  author,
  members,
  messagesPerSide = 15,
}: {
  send: StormSend
  author: StormMember
  members: StormMember[]
  messagesPerSide?: number
}): Promise<StormResult> {
  const post = await send('POST', '/api/posts/feed', author, { content: 'Un post muy popular' })
  const postId = docId({ what: 'post', reply: post })
  if (!postId) throw new Error(`No se pudo crear el post: ${post.status}`)
  const talk = await send('POST', '/api/conversations/open', author, { userId: members[0]!.id })
  const conversationId = (talk.body as { conversation?: { id?: number } })?.conversation?.id
  if (!conversationId) throw new Error(`No se pudo abrir la conversación: ${talk.status}`)

  const attempt = async (what: string, work: Promise<StormReply>): Promise<Outcome> => ({
    what,
    reply: await work,
  })
  const chat = (round: number) =>
    [author, members[0]!].flatMap((side, s) => [
      ...Array.from({ length: messagesPerSide }, (_, i) =>
        attempt(
          `mensaje ${round}.${s}.${i}`,
          send('POST', `/api/conversations/${conversationId}/messages`, side, {
            content: `Mensaje ${round}-${s}-${i}`,
          }),
        ),
      ),
      ...Array.from({ length: 5 }, (_, i) =>
        attempt(
          `leído ${round}.${s}.${i}`,
          send('POST', `/api/conversations/${conversationId}/read`, side),
        ),
      ),
    ])
  const like = (m: StormMember, what: string) =>
    attempt(what, send('POST', `/api/posts/${postId}/likes`, m, {}))
  const follow = (m: StormMember, what: string) =>
    attempt(what, send('POST', `/api/users/${author.id}/followers`, m, {}))
  const comment = (m: StormMember, what: string) =>
    attempt(what, send('POST', `/api/posts/${postId}/comments`, m, { content: what }))

  const started = Date.now()
  // Round 1: every member likes twice at once, comments and follows; the chat goes on.
  const round1 = await Promise.all([
    ...members.flatMap((m, i) => [
      like(m, `me gusta ${i}`),
      like(m, `me gusta repetido ${i}`),
      comment(m, `comentario ${i}`),
      follow(m, `seguir ${i}`),
    ]),
    ...chat(1),
  ])
  const failures = round1.filter(failed)
  // Of each member's two likes at once, exactly one is stored (201); the other answers it (200).
  const likeOf = members.map((_, i) => {
    const both = [round1[i * 4], round1[i * 4 + 1]]
    const stored = new Set(both.map(docId).filter(Boolean))
    const created = both.filter((o) => o?.reply.status === 201).length
    if (stored.size !== 1 || created !== 1)
      failures.push({
        what: `me gusta ${i} guardado ${created} veces, ${stored.size} filas`,
        reply: { status: 0, body: null },
      })
    return [...stored][0]
  })
  const followOf = members.map((_, i) => docId(round1[i * 4 + 3]))

  // Round 2: every member unlikes and unfollows (their own rows) and comments again.
  const round2 = await Promise.all([
    ...members.flatMap((m, i) => [
      attempt(`ya no me gusta ${i}`, send('DELETE', `/api/post-likes/${likeOf[i]}`, m)),
      attempt(`dejar de seguir ${i}`, send('DELETE', `/api/follows/${followOf[i]}`, m)),
      comment(m, `comentario 2 ${i}`),
    ]),
    ...chat(2),
  ])
  // Round 3: half of the members follow again, a third like again.
  const round3 = await Promise.all(
    members.flatMap((m, i) => [
      ...(i % 2 === 0 ? [follow(m, `seguir otra vez ${i}`)] : []),
      ...(i % 3 === 0 ? [like(m, `me gusta final ${i}`)] : []),
    ]),
  )
  failures.push(...round2.filter(failed), ...round3.filter(failed))
  const ms = Date.now() - started

  const total = async (path: string) =>
    ((await send('GET', `${path}&limit=1&depth=0`)).body as { totalDocs?: number })?.totalDocs ?? -1
  const read = async (path: string) =>
    ((await send('GET', path)).body ?? {}) as Record<string, unknown> & {
      docs?: Record<string, unknown>[]
    }
  const shownPost = await read(`/api/posts/${postId}?depth=0`)
  const shownProfile =
    (await read(`/api/profiles?where[user][equals]=${author.id}&depth=0`)).docs?.[0] ?? {}
  const shownFollower =
    (await read(`/api/profiles?where[user][equals]=${members[0]!.id}&depth=0`)).docs?.[0] ?? {}
  const counters = [
    {
      name: 'me gusta del post',
      shown: Number(shownPost.likesCount),
      rows: await total(`/api/post-likes?where[post][equals]=${postId}`),
      expected: Math.ceil(members.length / 3),
    },
    {
      name: 'comentarios del post',
      shown: Number(shownPost.commentsCount),
      rows: await total(`/api/post-comments?where[post][equals]=${postId}`),
      expected: members.length * 2,
    },
    {
      name: 'seguidores del perfil',
      shown: Number(shownProfile.followersCount),
      rows: await total(`/api/follows?where[following][equals]=${author.id}`),
      expected: Math.ceil(members.length / 2),
    },
    {
      name: 'siguiendo de un miembro',
      shown: Number(shownFollower.followingCount),
      rows: await total(`/api/follows?where[follower][equals]=${members[0]!.id}`),
      expected: 1,
    },
  ]
  return {
    writes: round1.length + round2.length + round3.length,
    ms,
    failures: failures.map(
      (o) => `${o.what}: ${o.reply.status} ${JSON.stringify(o.reply.body)?.slice(0, 300)}`,
    ),
    counters,
  }
}
