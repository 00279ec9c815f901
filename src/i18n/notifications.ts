// The bell, the notification panel and the texts of the
// notifications that likes and comments send.
export const notifications = {
  bell: {
    label: 'Notificaciones',
    labelUnread: (count: string) => `Notificaciones, ${count} sin leer`,
    overflow: '99+',
  },
  panel: {
    title: 'Notificaciones',
    loading: 'Cargando notificaciones...',
    empty: 'No tienes notificaciones',
    error: 'No se pudieron cargar las notificaciones',
    retry: 'Reintentar',
    markAll: 'Marcar todas como leídas',
    markRead: 'Marcar como leída',
    markReadOf: (title: string) => `Marcar como leída: ${title}`,
    close: 'Cerrar notificaciones',
    unread: 'Sin leer',
    markError: 'No se pudo marcar como leída',
    markAllError: 'No se pudieron marcar las notificaciones',
    signInRequired: 'Debes iniciar sesión para ver tus notificaciones',
    types: {
      follow: 'Seguimiento',
      like: 'Me gusta',
      comment: 'Comentario',
      message: 'Mensaje',
      other: 'Aviso',
    },
  },
  // What members receive when others react to their feed posts and articles.
  sources: {
    postLikeTitle: 'Nuevo me gusta',
    postLike: (name: string) => `A ${name} le gusta tu post`,
    // Several members liking one post share one notice, the newest named first.
    likers: (name: string, others: number | string) =>
      others === 1 ? `${name} y otra persona` : `${name} y ${others} personas más`,
    postLikes: (likers: string) => `A ${likers} les gusta tu post`,
    postCommentTitle: 'Nuevo comentario',
    postComment: (name: string) => `${name} comentó tu post`,
    blogLikeTitle: 'Nuevo me gusta',
    blogLike: (name: string, title: string) => `A ${name} le gusta tu artículo «${title}»`,
    blogLikes: (likers: string, title: string) => `A ${likers} les gusta tu artículo «${title}»`,
    blogCommentTitle: 'Nuevo comentario',
    blogComment: (name: string, title: string) => `${name} comentó tu artículo «${title}»`,
  },
} as const
