import pg from 'pg'
import { beforeAll, describe, expect, it } from 'vitest'

import {
  article,
  as,
  commentOn,
  created,
  expectStatus,
  feedPost,
  follow as followMember,
  likePost,
  withRole,
} from '../helpers/access'
import { BASE_URL, api, founderLogin, signUp, type Session } from '../helpers/api'

const unreadCount = async (member: Session) => {
  const reply = await api('GET', '/api/notifications/unread-count', { token: member.token })
  expectStatus(reply, 200, 'unread-count')
  return reply.body.count as number
}

type Item = {
  id: number
  type: string
  title: string
  message: string | null
  read: boolean
  createdAt: string
  sender: { id: number; name: string; avatarUrl: string | null } | null
}

const list = async (member: Session): Promise<Item[]> => {
  const reply = await api('GET', '/api/notifications/list', { token: member.token })
  expectStatus(reply, 200, 'list')
  return reply.body.docs
}

const like = (member: Session, post: number) => likePost(member, post)
const comment = (member: Session, post: number, content = '¡Qué temazo!') =>
  commentOn(member, post, content)
const follow = (from: Session, to: Session) => followMember(from, to.id)
const block = (from: Session, to: Session) => created(from, 'blocks', { blocked: to.id })

let editor: Session

beforeAll(async () => {
  editor = await withRole(await founderLogin(), 'editor')
})

describe('the unread count, a lean route that checks the session itself', () => {
  const count = (headers: Record<string, string>) =>
    api('GET', '/api/notifications/unread-count', { headers })

  it('answers the signed-in member by token or same-origin cookie, and 401 otherwise', async () => {
    const member = await signUp()
    const ownPost = await feedPost(member)
    const fan = await signUp()
    await like(fan, ownPost.id)
    const cookie = { Cookie: `payload-token=${member.token}` }

    const byHeader = await count({ Authorization: `JWT ${member.token}` })
    expectStatus(byHeader, 200, 'JWT header')
    expect(byHeader.body).toEqual({ count: 1 })
    const raw = await fetch(`${BASE_URL}/api/notifications/unread-count`, {
      headers: { Authorization: `JWT ${member.token}` },
    })
    expect(raw.headers.get('cache-control')).toContain('no-store')
    expectStatus(await count({ ...cookie, 'Sec-Fetch-Site': 'same-origin' }), 200, 'cookie')
    expectStatus(await count({ ...cookie, Origin: BASE_URL }), 200, 'cookie, own origin')

    // Payload's CSRF rule for the cookie: another site's page cannot use it.
    const refused = await count({ ...cookie, Origin: 'https://otro-sitio.example' })
    expectStatus(refused, 401, 'cookie from another origin')
    expect(refused.body.errors[0].message).toBe('Debes iniciar sesión para ver tus notificaciones')
    expectStatus(await count({ ...cookie, 'Sec-Fetch-Site': 'cross-site' }), 401, 'cross-site')

    // A token with a bad signature, or of a session that signed out, counts for nothing.
    const [head, body] = member.token.split('.')
    expectStatus(await count({ Authorization: `JWT ${head}.${body}.firma` }), 401, 'forged')
    expectStatus(await api('POST', '/api/users/logout', { token: member.token }), 200, 'sign out')
    expectStatus(await count({ Authorization: `JWT ${member.token}` }), 401, 'signed out')
  })
})

describe('the bell and the panel', () => {
  it('counts unread notifications, lists them newest first with the sender, marks one and all', async () => {
    const [author, fan] = await Promise.all([
      signUp(),
      signUp({ firstName: 'Rosa', lastName: 'Fan' }),
    ])
    expect(await unreadCount(author)).toBe(0)
    expect(await list(author)).toEqual([])

    const post = await feedPost(author)
    await follow(fan, author)
    await like(fan, post.id)
    await comment(fan, post.id)

    expect(await unreadCount(author)).toBe(3)
    const items = await list(author)
    expect(items.map((item) => item.type)).toEqual(['comment', 'like', 'follow'])
    expect(items[0]).toMatchObject({
      title: 'Nuevo comentario',
      message: 'Rosa Fan comentó tu post',
      read: false,
      sender: { id: fan.id, name: 'Rosa Fan' },
    })
    expect(items[1]).toMatchObject({
      title: 'Nuevo me gusta',
      message: 'A Rosa Fan le gusta tu post',
    })
    const times = items.map((item) => Date.parse(item.createdAt))
    expect([...times].sort((a, b) => b - a)).toEqual(times)

    // Nobody else reads, marks or counts them.
    expect(await unreadCount(fan)).toBe(0)
    expectStatus(
      await api('PATCH', `/api/notifications/${items[0]!.id}`, {
        token: fan.token,
        body: { read: true },
      }),
      403,
      'another member marks',
    )
    expectStatus(await api('GET', '/api/notifications/unread-count'), 401, 'visitor counts')
    expectStatus(await api('GET', '/api/notifications/list'), 401, 'visitor lists')
    expectStatus(await api('POST', '/api/notifications/mark-all-read'), 401, 'visitor marks')

    // The recipient marks one as read; only `read` changes.
    const marked = await api('PATCH', `/api/notifications/${items[0]!.id}?depth=0`, {
      token: author.token,
      body: { read: true, title: 'Cambiado' },
    })
    expectStatus(marked, 200, 'mark one')
    expect(marked.body.doc).toMatchObject({ read: true, title: 'Nuevo comentario' })
    expect(await unreadCount(author)).toBe(2)

    // Mark all: the others become read, another member's stay unread.
    const other = await signUp()
    await follow(fan, other)
    const all = await api('POST', '/api/notifications/mark-all-read', { token: author.token })
    expectStatus(all, 200, 'mark all')
    expect(all.body.updated).toBe(2)
    expect(await unreadCount(author)).toBe(0)
    expect((await list(author)).every((item) => item.read)).toBe(true)
    expect(await unreadCount(other)).toBe(1)
  })

  it('lists at most 50 notifications, the newest ones', async () => {
    const author = await signUp()
    const post = await feedPost(author)
    // Staff have no hourly limit, so one editor can comment 51 times.
    for (let i = 1; i <= 51; i++) await comment(editor, post.id, `Comentario ${i}`)
    expect(await unreadCount(author)).toBe(51)
    const items = await list(author)
    expect(items).toHaveLength(50)
    const all = await api('GET', '/api/notifications?depth=0&limit=100&sort=createdAt', {
      token: author.token,
    })
    const oldest = all.body.docs[0].id
    expect(items.map((item) => item.id)).not.toContain(oldest)
  })
})

describe('what sends notifications', () => {
  it('likes and comments on feed posts and follows, never one’s own actions', async () => {
    const [author, fan] = await Promise.all([signUp(), signUp()])
    const post = await feedPost(author)
    await like(author, post.id)
    await comment(author, post.id, 'Mi propio comentario')
    expect(await unreadCount(author)).toBe(0)

    await like(fan, post.id)
    await comment(fan, post.id)
    await follow(fan, author)
    expect((await list(author)).map((item) => item.type).sort()).toEqual([
      'comment',
      'follow',
      'like',
    ])
    expect(await unreadCount(fan)).toBe(0)
  })

  it('likes and comments on an article notify its author (blog replies)', async () => {
    const reader = await signUp({ firstName: 'Lector', lastName: 'Fiel' })
    const before = await unreadCount(editor)
    const post = await article(editor, { title: 'La plena vive' })
    await created(reader, 'blog-likes', { post: post.id })
    await created(reader, 'blog-comments', { post: post.id, content: 'Gran artículo' })
    expect(await unreadCount(editor)).toBe(before + 2)
    const mine = (await list(editor)).filter((item) => item.sender?.id === reader.id)
    expect(mine.map((item) => item.message).sort()).toEqual([
      'A Lector Fiel le gusta tu artículo «La plena vive»',
      'Lector Fiel comentó tu artículo «La plena vive»',
    ])
    // The author's own like on their article notifies nobody.
    await created(editor, 'blog-likes', { post: post.id })
    expect(await unreadCount(editor)).toBe(before + 2)
  })

  it('follow/unfollow and like/unlike cycles give one notification each, not one per cycle', async () => {
    const [author, fan] = await Promise.all([signUp(), signUp()])
    const post = await feedPost(author)
    for (let i = 0; i < 20; i++) {
      const row = await follow(fan, author)
      expectStatus(
        await api('DELETE', `/api/follows/${row.id}`, { token: fan.token }),
        200,
        'unfollow',
      )
    }
    for (let i = 0; i < 20; i++) {
      const row = await like(fan, post.id)
      expectStatus(
        await api('DELETE', `/api/post-likes/${row.id}`, { token: fan.token }),
        200,
        'unlike',
      )
    }
    const fromFan = (await list(author)).filter((item) => item.sender?.id === fan.id)
    expect(fromFan.filter((item) => item.title === 'Nuevo seguidor')).toHaveLength(1)
    expect(fromFan.filter((item) => item.title === 'Nuevo me gusta')).toHaveLength(1)
    expect(fromFan).toHaveLength(2)
  })

  it('cycles run in parallel by one member still give one notification', async () => {
    const [author, fan] = await Promise.all([signUp(), signUp()])
    const post = await feedPost(author)
    // Four workers like and unlike the same post at once; some writes collide and fail, fine.
    const worker = async () => {
      for (let i = 0; i < 5; i++) {
        const reply = await api('POST', `/api/posts/${post.id}/likes`, {
          token: fan.token,
          body: {},
        })
        if (reply.status === 201) {
          await api('DELETE', `/api/post-likes/${reply.body.doc.id}`, { token: fan.token })
        }
      }
    }
    await Promise.all([worker(), worker(), worker(), worker()])
    const likes = (await list(author)).filter((item) => item.sender?.id === fan.id)
    expect(likes.map((item) => item.title)).toEqual(['Nuevo me gusta'])
  })

  it('likes of one post group into one unread notice, named in natural Spanish', async () => {
    const author = await signUp()
    const fans = await Promise.all(
      ['Ana', 'Beto', 'Carla', 'Dani', 'Eva'].map((firstName) =>
        signUp({ firstName, lastName: 'Fan' }),
      ),
    )
    const [ana, beto, carla, dani, eva] = fans
    const post = await feedPost(author)
    const likes = async () => (await list(author)).filter((item) => item.type === 'like')

    const anaLike = await like(ana, post.id)
    expect((await likes()).map((item) => item.message)).toEqual(['A Ana Fan le gusta tu post'])
    await like(beto, post.id)
    expect((await likes()).map((item) => item.message)).toEqual([
      'A Beto Fan y otra persona les gusta tu post',
    ])
    // Unliking and liking again changes nothing.
    const again = await like(carla, post.id)
    expectStatus(
      await api('DELETE', `/api/post-likes/${again.id}`, { token: carla.token }),
      200,
      'unlike',
    )
    await like(carla, post.id)
    await like(dani, post.id)
    const [grouped] = await likes()
    expect(await likes()).toHaveLength(1)
    expect(grouped.message).toBe('A Dani Fan y 3 personas más les gusta tu post')
    expect(grouped.sender?.id).toBe(dani.id)
    expect(await unreadCount(author)).toBe(1)

    // Once read, a new member starts a new notice; one already told does not come back.
    expectStatus(
      await api('PATCH', `/api/notifications/${grouped.id}`, {
        token: author.token,
        body: { read: true },
      }),
      200,
      'mark read',
    )
    const before = (await list(author)).length
    expectStatus(await api('DELETE', `/api/post-likes/${anaLike.id}`, as(ana)), 200, 'unlike')
    await like(ana, post.id)
    expect(await list(author)).toHaveLength(before)
    await like(eva, post.id)
    const fresh = (await likes()).filter((item) => !item.read)
    expect(fresh.map((item) => item.message)).toEqual(['A Eva Fan le gusta tu post'])
    // Each post has its own notice.
    const other = await feedPost(author)
    await like(beto, other.id)
    expect((await likes()).filter((item) => !item.read)).toHaveLength(2)
  }, 120_000)

  it('an article’s likes group too, with its title', async () => {
    const [one, two] = await Promise.all([
      signUp({ firstName: 'Lupe', lastName: 'Lee' }),
      signUp({ firstName: 'Mario', lastName: 'Mira' }),
    ])
    const post = await article(editor, { title: 'Son jarocho hoy' })
    await created(one, 'blog-likes', { post: post.id })
    await created(two, 'blog-likes', { post: post.id })
    const mine = (await list(editor)).filter(
      (item) => item.type === 'like' && item.message?.includes('Son jarocho hoy'),
    )
    expect(mine.map((item) => item.message)).toEqual([
      'A Mario Mira y otra persona les gusta tu artículo «Son jarocho hoy»',
    ])
  })

  it('15 members liking one post at once make one notice, no deadlock', async () => {
    const author = await signUp()
    const post = await feedPost(author)
    // Signed up five at a time: sign-ups are slow on purpose (password hashing).
    const fans: Session[] = []
    for (let i = 0; i < 3; i++)
      fans.push(...(await Promise.all([1, 2, 3, 4, 5].map(() => signUp()))))
    const replies = await Promise.all(
      fans.map((fan) => api('POST', `/api/posts/${post.id}/likes`, { token: fan.token, body: {} })),
    )
    expect(replies.map((reply) => reply.status)).toEqual(fans.map(() => 201))
    const likes = (await list(author)).filter((item) => item.type === 'like')
    expect(likes).toHaveLength(1)
    expect(likes[0].message).toBe('A Prueba Miembro y 14 personas más les gusta tu post')
    expect(await unreadCount(author)).toBe(1)
  }, 180_000)

  it('every comment still notifies: each one is new content', async () => {
    const [author, fan] = await Promise.all([signUp(), signUp()])
    const post = await feedPost(author)
    await comment(fan, post.id, 'Uno')
    await comment(fan, post.id, 'Dos')
    expect(await unreadCount(author)).toBe(2)
  })

  it('nothing between members who blocked each other, whoever blocked whom', async () => {
    const [author, blocked, blocker] = await Promise.all([signUp(), signUp(), signUp()])
    const post = await feedPost(author)
    await block(author, blocked)
    await block(blocker, author)
    // Whether or not a like between them is refused, it notifies nobody.
    for (const member of [blocked, blocker]) {
      const reply = await api('POST', `/api/posts/${post.id}/likes`, {
        token: member.token,
        body: {},
      })
      expect([201, 403]).toContain(reply.status)
    }
    expect(await unreadCount(author)).toBe(0)
  })
})

describe('a notice that cannot be written', () => {
  it('never undoes the like, comment or follow that caused it', async () => {
    const [author, fan] = await Promise.all([signUp(), signUp()])
    const post = await feedPost(author)
    const db = new pg.Client({ connectionString: process.env.DATABASE_URL })
    await db.connect()
    // Every notice to this author fails in the database, inside the request's transaction.
    const refuse = `tarima_test_refuse_notice_${author.id}`
    await db.query(`CREATE FUNCTION ${refuse}() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.recipient_id = ${Number(author.id)} THEN RAISE EXCEPTION 'aviso rechazado'; END IF;
        RETURN NEW;
      END $$`)
    await db.query(`CREATE TRIGGER ${refuse} BEFORE INSERT OR UPDATE ON notifications
      FOR EACH ROW EXECUTE FUNCTION ${refuse}()`)
    try {
      const saved = await comment(fan, post.id, 'Sigue en pie')
      await like(fan, post.id)
      await follow(fan, author)
      const { rows } = await db.query(
        `SELECT (SELECT count(*) FROM post_comments WHERE id = $1)::int AS comments,
                (SELECT count(*) FROM post_likes WHERE post_id = $2 AND user_id = $3)::int AS likes,
                (SELECT count(*) FROM follows WHERE follower_id = $3 AND following_id = $4)::int AS follows`,
        [saved.id, post.id, fan.id, author.id],
      )
      expect(rows[0]).toEqual({ comments: 1, likes: 1, follows: 1 })
    } finally {
      await db.query(`DROP TRIGGER IF EXISTS ${refuse} ON notifications`)
      await db.query(`DROP FUNCTION IF EXISTS ${refuse}()`)
      await db.end()
    }
    expect(await unreadCount(author)).toBe(0)
  })
})
