import { common } from './common'

// Direct messages (/messages) and the live connection.
export const messages = {
  metaTitle: 'Mensajes',
  title: 'Mensajes',
  accessRequired: 'Acceso Requerido',
  accessRequiredDescription: 'Debes iniciar sesión para enviar mensajes',
  list: {
    label: 'Conversaciones',
    search: 'Buscar conversaciones',
    searchPlaceholder: 'Buscar por nombre...',
    loading: 'Cargando conversaciones...',
    empty: 'Aún no tienes conversaciones',
    emptyHint: 'Visita el perfil de un artista y presiona «Mensaje» para empezar a hablar.',
    noResults: 'No se encontraron conversaciones',
    noMessagesYet: 'Sin mensajes todavía',
    you: (text: string) => `Tú: ${text}`,
    unread: (count: number) =>
      count === 1 ? '1 mensaje sin leer' : `${count > 99 ? '99+' : count} mensajes sin leer`,
    error: 'No se pudieron cargar las conversaciones',
    retry: 'Reintentar',
  },
  thread: {
    choose: 'Selecciona una conversación',
    chooseHint: 'Elige una conversación de la lista para ver sus mensajes.',
    loading: 'Cargando mensajes...',
    empty: 'Todavía no hay mensajes. ¡Escribe el primero!',
    error: 'No se pudieron cargar los mensajes',
    loadOlder: 'Cargar mensajes anteriores',
    loadingOlder: 'Cargando...',
    back: 'Volver a las conversaciones',
    viewProfile: (name: string) => `Ver el perfil de ${name}`,
    log: (name: string) => `Mensajes con ${name}`,
    sentByYou: 'Tú',
    sending: 'Enviando...',
    read: 'Leído',
    opening: 'Abriendo conversación...',
    openError: 'No se pudo abrir la conversación',
  },
  composer: {
    label: 'Escribe un mensaje',
    placeholder: 'Escribe un mensaje...',
    hint: common.enterToSend,
    send: 'Enviar',
    counter: (count: number, max: number) => `${count}/${max} caracteres`,
  },
  toast: {
    error: 'Error al enviar mensaje',
    unknown: 'Error desconocido',
  },
  validation: {
    required: 'El mensaje no puede estar vacío',
    tooLong: (max: number) => `El mensaje no puede superar los ${max} caracteres`,
  },
  errors: {
    signInRequired: 'Debes iniciar sesión para enviar mensajes',
    notFound: 'Conversación no encontrada',
    userNotFound: 'Usuario no encontrado',
    self: 'No puedes enviarte mensajes a ti mismo.',
    invalidUser: 'Usuario inválido',
    founderOnly: 'Solo para fundadores',
  },
  notification: {
    title: 'Nuevo mensaje',
    message: 'Tienes un nuevo mensaje',
  },
} as const
