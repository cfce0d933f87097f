/** Where an application's own page lives. */
export const applicationPath = (id: string) => `/applications/${id}`;

/** The wizard, opened on a saved draft. */
export const editApplicationPath = (id: string) => `/application?id=${encodeURIComponent(id)}`;
