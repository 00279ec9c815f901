// Checks an image link in the browser, as the member types it: the feed shows the link as an
// <img>, so a link that does not load as an image would be a broken picture in every card.

/** Past this the link counts as working: a slow host is not a broken one. */
const CHECK_TIMEOUT_MS = 8_000

const checked = new Map<string, Promise<boolean>>()

/** Whether the browser can load an image from `url` (asked once per link). */
export function loadsAsImage(url: string): Promise<boolean> {
  let answer = checked.get(url)
  if (!answer) {
    answer = new Promise<boolean>((resolve) => {
      const image = new Image()
      const timer = setTimeout(() => resolve(true), CHECK_TIMEOUT_MS)
      const done = (ok: boolean) => {
        clearTimeout(timer)
        resolve(ok)
      }
      image.onload = () => done(image.naturalWidth > 0)
      image.onerror = () => done(false)
      image.referrerPolicy = 'no-referrer'
      image.src = url
    })
    checked.set(url, answer)
  }
  return answer
}
