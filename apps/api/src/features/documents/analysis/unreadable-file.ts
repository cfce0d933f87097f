/** A file that can never be read, however often it is tried: analysis ends `failed` with this reason. */
export class UnreadableFileError extends Error {}
