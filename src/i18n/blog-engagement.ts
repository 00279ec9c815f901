// What readers of an article do and see counted: likes, comments and views (its own file: the
// article's browser code reads only these; blog.ts keeps them under blog.like, blog.comments and
// blog.post.views).
export const blogEngagement = {
  views: (count: number) => `${count} ${count === 1 ? 'visita' : 'visitas'}`,
  like: {
    like: 'Me gusta',
    unlike: 'Quitar me gusta',
    count: (count: number) => `${count} me gusta`,
    signIn: 'Debes iniciar sesión para dar like',
    error: 'No se pudo procesar el like',
  },
  comments: {
    heading: (count: number) => `Comentarios (${count})`,
    empty: 'Todavía no hay comentarios. ¡Sé la primera persona en comentar!',
    label: 'Escribe un comentario',
    placeholder: 'Comparte tu opinión…',
    submit: 'Comentar',
    sending: 'Enviando…',
    signIn: 'Inicia sesión para dejar un comentario',
    signInLink: 'Acceder',
    error: 'No se pudo enviar el comentario',
    sent: 'Comentario publicado',
    avatarAlt: (name: string) => `Foto de ${name}`,
    anonymous: 'Miembro de Tarima',
  },
} as const
