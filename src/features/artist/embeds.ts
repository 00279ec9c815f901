// Players are embedded only from ids parsed out of known hosts: a listing's link is never used as
// an iframe source as it is.

const SPOTIFY_TYPES = new Set(['artist', 'album', 'track', 'playlist', 'episode', 'show'])
const SPOTIFY_ID = /^[A-Za-z0-9]{22}$/
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/
const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'music.youtube.com',
])

const parseUrl = (value: string | null | undefined): URL | null => {
  if (!value) return null
  try {
    const url = new URL(value)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null
  } catch {
    return null // Not a URL at all: nothing to embed.
  }
}

/** https://open.spotify.com/embed/{type}/{id} for a Spotify artist, album, track… link. */
export function spotifyEmbedUrl(link: string | null | undefined): string | null {
  const url = parseUrl(link)
  if (!url || url.hostname !== 'open.spotify.com') return null
  const parts = url.pathname.split('/').filter(Boolean)
  // Localised links carry a leading "intl-xx" segment.
  if (parts[0]?.startsWith('intl-')) parts.shift()
  const [type, id] = parts
  if (parts.length !== 2 || !type || !id || !SPOTIFY_TYPES.has(type) || !SPOTIFY_ID.test(id)) {
    return null
  }
  return `https://open.spotify.com/embed/${type}/${id}`
}

/** The id of a YouTube video link (watch, youtu.be, shorts, live, embed), or null. */
export function youtubeVideoId(link: string | null | undefined): string | null {
  const url = parseUrl(link)
  if (!url) return null
  let id: string | null | undefined = null
  if (url.hostname === 'youtu.be') {
    id = url.pathname.split('/').filter(Boolean)[0]
  } else if (YOUTUBE_HOSTS.has(url.hostname)) {
    const [first, second] = url.pathname.split('/').filter(Boolean)
    if (first === 'watch') id = url.searchParams.get('v')
    else if (first === 'shorts' || first === 'live' || first === 'embed') id = second
  }
  return id && YOUTUBE_ID.test(id) ? id : null
}

/** The privacy-friendly player of a YouTube video link. */
export function youtubeEmbedUrl(link: string | null | undefined): string | null {
  const id = youtubeVideoId(link)
  return id ? `https://www.youtube-nocookie.com/embed/${id}` : null
}
