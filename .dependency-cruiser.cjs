// The import rules of docs/ARCHITECTURE.md, checked by `npm run lint` (dependency-cruiser).
// Layers, lowest first; a layer imports only from the layers below it:
//   src/lib, src/platform, src/i18n,   infrastructure, what Payload and Next lack (src/platform/
//   access                             UPGRADING.md), the catalogue and the access rules (pure
//                                      functions of the request's user): no product concept
//   src/components, collections/fields the UI kit and Payload's field builders
//   src/features/<concept>             one home per product concept (server code and UI)
//   collections                        the Payload schema: wires each concept into Payload
//   src/app, payload.config.ts         pages and route handlers; the Payload config
// Across concepts, a file imports another concept only through the files listed in PUBLIC.

/** Each concept's public surface: the files other concepts, the schema and src/lib may import. */
const PUBLIC = {
  accounts: [
    'get-session-user.ts',
    // Where /auth returns after signing in: pages that ask visitors to sign in first.
    'return-path.ts',
    'sign-in-prompt.tsx',
    'auth-request.ts',
    'schemas.ts',
    'application-endpoints.ts',
    'sql.ts',
    // The users and applications collections' endpoints and hooks.
    'account-change-hooks.ts',
    'apply-decision.ts',
    'confirm-email-endpoints.ts',
    'delete-account-endpoint.ts',
    'export-data-endpoint.ts',
    'sessions.ts',
    'sign-up-endpoint.ts',
  ],
  blog: [
    'article-hooks.ts',
    'article-links.ts',
    'blog-image.ts',
    'blog-tags.ts',
    'blog-types.ts',
    'like-button.tsx',
    'member-like-button.tsx',
    'preview.ts',
    'blog-comments.tsx',
    'comment-form.tsx',
    'comment-api.ts',
    'schedule-endpoints.ts',
    'schedule-task.ts',
  ],
  contact: [],
  directory: [
    'artist-search.tsx',
    'directory-key.ts',
    'directory-tag.ts',
    'filters.ts',
    'format-followers.ts',
    // The member's own listing (the profile page links to it).
    'listing-data.ts',
    'listing-path.ts',
    'parse-filters.ts',
    'search-plan.ts',
    'search-text.ts',
    'sql.ts',
  ],
  'email-alerts': [
    // The users collection's preference fields and unsubscribe endpoint; for any concept that
    // e-mails a member: wantsEmail and the one-click unsubscribe headers.
    'endpoints.ts',
    'preferences-schema.ts',
    'preferences.ts',
    'unsubscribe-links.ts',
  ],
  feed: ['feed-endpoints.ts', 'feed-writes.ts', 'post-schema.ts'],
  follow: [
    'favorite-button.tsx',
    'follow-button.tsx',
    'follower-count.tsx',
    'follow-api.ts',
    'follow-hooks.ts',
    'follow-writes.ts',
    'use-toggle-row.ts',
  ],
  'founder-tools': [
    'admin-button.tsx',
    'analytics-endpoints.ts',
    'csv-export.ts',
    'endpoints.ts',
    'events.ts',
    'sql.ts',
    'summary.ts',
    'tracker.ts',
  ],
  media: [
    'image-picker.tsx',
    'own-media.ts',
    'relative-urls.ts',
    'upload-image.ts',
    'use-image-upload.ts',
  ],
  messages: [
    'conversation-endpoints.ts',
    'conversations.ts',
    'message-reads.ts',
    'message-schema.ts',
    'message-types.ts',
    'message-writes.ts',
  ],
  moderation: [
    'block-endpoints.ts',
    'blocks.ts',
    'report-button.tsx',
    'report-button-gate.tsx',
    'report-schema.ts',
    'sql.ts',
    'use-block.ts',
  ],
  opportunities: [
    // The two collections' hooks and endpoint, the rules they validate with.
    'application-hooks.ts',
    'opportunity-endpoints.ts',
    'opportunity-hooks.ts',
    'opportunity-rules.ts',
    'scam-signals.ts',
    // The founders' figures, the sitemap, and the digest of matching opportunities.
    'sql.ts',
    'opportunity-feed.ts',
    'matching.ts',
    'opportunity-types.ts',
    'opportunity-format.ts',
    // Which visitors' lists src/proxy.ts sends to a cached page.
    'opportunity-list-key.ts',
  ],
  newsletter: [
    'issue-email.ts',
    'issue-endpoints.ts',
    'issue-hooks.ts',
    'schema.ts',
    'sending.ts',
    'subscriber-endpoints.ts',
    'unsubscribe-links.ts',
  ],
  notifications: [
    'live-events.ts',
    'live-stream.ts',
    'live-subscription.tsx',
    'member-bell.tsx',
    'notification-bell.tsx',
    'notification-endpoints.ts',
    'notification-list.ts',
    'notification-menu-entry.tsx',
    'notification-types.ts',
    'notify-author.ts',
    'notify.ts',
    'sql.ts',
    'unread-count.ts',
  ],
  profiles: [
    'bio-field.tsx',
    'media-url.ts',
    'profile-api.ts',
    'profile-schema.ts',
    'profile-types.ts',
    'public-face.ts',
    'public-name.ts',
    'social-link-fields.tsx',
    'social-links.tsx',
  ],
  site: ['member-only.tsx', 'member-shell.tsx', 'site-settings.ts', 'use-current-user.ts'],
}

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const publicFiles = Object.entries(PUBLIC)
  .flatMap(([concept, files]) => files.map((file) => `^src/features/${concept}/${escape(file)}$`))
  .join('|')

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'No import cycles, dynamic imports included (see the member-half rule below).',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'lib-is-the-floor',
      comment:
        'src/lib, src/platform, src/i18n and access/ know no product concept, page, component or schema.',
      severity: 'error',
      from: { path: '^(src/(lib|platform|i18n)|access)/', pathNot: '^src/lib/payload\\.ts$' },
      to: { path: '^(src/(features|components|app|server)/|collections/|payload\\.config)' },
    },
    {
      name: 'ui-kit-is-generic',
      comment: 'src/components is the generic UI kit: no concept, page or schema in it.',
      severity: 'error',
      from: { path: '^src/components/' },
      to: { path: '^(src/(features|app|server)/|collections/|access/)' },
    },
    {
      name: 'fields-stay-low',
      comment: 'Field builders import only src/lib, src/i18n, access/ and each other.',
      severity: 'error',
      from: { path: '^collections/fields/' },
      to: { path: '^(src/(features|components|app|server)/|collections/(?!fields/))' },
    },
    {
      name: 'concepts-never-import-the-schema',
      comment:
        'The schema (collections/) imports concepts, never the other way: concepts reach data ' +
        'through the Local API by slug and the generated payload-types.ts.',
      severity: 'error',
      from: { path: '^src/features/' },
      to: { path: '^(collections/|src/app/|payload\\.config)' },
    },
    {
      name: 'schema-never-imports-pages',
      comment:
        'collections/ wires concepts into Payload; pages and the UI kit are not its business.',
      severity: 'error',
      from: { path: '^collections/' },
      to: { path: '^src/(app|components)/' },
    },
    {
      name: 'concept-internals-are-private',
      comment:
        "A concept imports another concept only through that concept's public files (PUBLIC).",
      severity: 'error',
      from: { path: '^src/features/([^/]+)/' },
      to: { path: '^src/features/', pathNot: `^src/features/$1/|${publicFiles}` },
    },
    {
      name: 'outsiders-use-public-files',
      comment: 'The schema, src/lib and the server reach a concept only through its public files.',
      severity: 'error',
      from: {
        path: '^(collections/|access/|src/(lib|platform|i18n|components|server)/|src/proxy\\.ts$)',
      },
      to: { path: '^src/features/', pathNot: publicFiles },
    },
    {
      name: 'logic-never-imports-ui',
      comment:
        'Inside the app, components (.tsx) use logic (.ts: server code, rules, API calls), never ' +
        'the other way: a loader, rule or hook imports no component.',
      severity: 'error',
      from: { path: '^(src/(features|lib|platform|server)|collections|access)/.+\\.ts$' },
      to: { path: '\\.tsx$' },
    },
    {
      name: 'member-half-never-imports-its-gate',
      comment:
        'member-x.tsx is loaded by its gate x.tsx (memberOnly) and shares only x-view.tsx with it; ' +
        'importing the gate back would be a cycle.',
      severity: 'error',
      from: { path: '^(.+)/member-([^/]+)\\.tsx$' },
      to: { path: '^$1/$2\\.tsx$' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|\\.next|\\.data|migrations/)' },
    tsConfig: { fileName: 'tsconfig.json' },
    // Type-only imports count: a cycle of types is still a knot for the reader.
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs'],
    },
  },
}
