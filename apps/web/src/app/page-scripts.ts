/**
 * Starts downloading the page's own scripts, which the server names in the page (`<meta name="page-scripts">`,
 * from the build's list): all at once while the app's code runs, instead of each after the script that
 * imports it. Asked for here rather than by links in the HTML, so they do not compete with what the first
 * paint needs (the fonts, the app's code). main.tsx imports this module first.
 */
const listed = document.querySelector<HTMLMetaElement>('meta[name="page-scripts"]')?.content ?? '';
for (const src of listed.split(' ').filter(Boolean)) {
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.href = src;
  document.head.append(link);
}
