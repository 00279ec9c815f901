/** Cache tag of everything the directory and the artist search show; listing hooks expire it. */
export const DIRECTORY_TAG = 'directory'
