/**
 * Starts downloading the app's scripts and the page's own, which the page names (`<meta name="app-scripts">`
 * from the build, `<meta name="page-scripts">` from the server, out of the build's list): all at once while
 * the app starts, instead of each after the script that imports it. main.tsx calls this once the browser
 * has drawn the page, so the downloads do not compete with what the first paint needs (the page, its fonts).
 */
export const preloadScripts = () => {
  const listed = (name: string) =>
    document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content.split(' ').filter(Boolean) ?? [];
  for (const src of [...listed('app-scripts'), ...listed('page-scripts')]) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = src;
    document.head.append(link);
  }
};
