import { notFound } from 'next/navigation'

// The app has two root layouts (site and Payload admin), so there is no app-wide not-found that
// could wear the site's shell. Unknown URLs land here instead and render (frontend)/not-found.tsx
// inside the header and footer, with status 404. Real routes and /api, /admin always win.
export default function UnknownPage() {
  notFound()
}
