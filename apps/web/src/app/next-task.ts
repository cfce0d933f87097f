/** Resolves in a later task, so the browser can handle input and draw in between. */
export const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
