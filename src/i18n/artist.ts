// The artist page (/artists/{id}) and the follow and favourite controls.
export const artist = {
  notFound: 'Artista no encontrado',
  notFoundDescription: 'El perfil que buscas no existe o ya no está disponible.',
  backToDirectory: 'Ver el directorio',
  imageAlt: (name: string) => `Foto de ${name}`,
  details: 'Datos del perfil',
  genres: 'Géneros',
  actions: 'Acciones',
  metaDescription: (name: string, role: string) =>
    `${name}, ${role.toLowerCase()} en Tarima: escucha su música, sigue su perfil y contacta.`,
  followers: {
    label: 'Seguidores',
    unknown: 'N/A',
  },
  listen: 'Escuchar',
  social: {
    label: 'Redes sociales',
    spotify: 'Spotify',
    instagram: 'Instagram',
    youtube: 'YouTube',
  },
  players: {
    heading: 'Escucha',
    spotify: (name: string) => `Reproductor de Spotify de ${name}`,
    youtube: (name: string) => `Video de YouTube de ${name}`,
  },
  similar: {
    heading: 'Artistas similares',
  },
  shareTitle: (name: string) => `${name} en Tarima`,
  message: {
    button: 'Mensaje',
    signInRequired: 'Debes iniciar sesión para enviar mensajes',
  },
  follow: {
    follow: 'Seguir',
    following: 'Siguiendo',
    pending: 'Procesando...',
    loading: 'Cargando...',
    followedTitle: 'Siguiendo',
    followed: (name: string) => `Ahora sigues a ${name}`,
    unfollowedTitle: 'Dejaste de seguir',
    unfollowed: (name: string) => `Dejaste de seguir a ${name}`,
    errorTitle: 'Error',
    error: 'No se pudo completar la acción',
  },
  favorite: {
    button: 'Favorito',
    signInRequired: 'Debes iniciar sesión para agregar favoritos',
    added: 'Agregado a favoritos',
    removed: 'Quitado de favoritos',
    error: 'No se pudo actualizar favoritos',
  },
  notification: {
    followTitle: 'Nuevo seguidor',
    followMessage: (name: string) => `${name} empezó a seguirte`,
  },
} as const
