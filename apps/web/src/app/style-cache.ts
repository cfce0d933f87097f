import createCache from '@emotion/cache';
import { prefixer } from 'stylis';
import type { Direction } from './theme';

/**
 * Where the page's styles are written. Right to left, each rule's sides swap as it is written (`margin-left`
 * becomes `margin-right`), so the whole layout mirrors; the plugin that swaps them loads for those pages only.
 */
export const createStyleCache = async (direction: Direction) => {
  if (direction === 'ltr') return createCache({ key: 'css' });
  const { default: mirror } = await import('stylis-plugin-rtl');
  return createCache({ key: 'css', stylisPlugins: [prefixer, mirror] });
};
