import TranslateIcon from '@mui/icons-material/Translate';
import { Button } from '@mui/material';
import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { setRequestLanguage } from '../../lib/api-client';
import { useLanguageLinks } from './language-links';

// Loaded when first opened, so a visitor's first page does not carry the menu's code.
const LanguageList = lazy(() => import('./language-list'));

/** The header's language switcher: the current language's code; opened, each language by its own name. */
export function LanguageMenu() {
  const { t } = useLingui();
  const { links, choose } = useLanguageLinks();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [hasOpened, setHasOpened] = useState(false);
  const menuId = useId();
  const current = links.find((link) => link.isCurrent);
  // Where the visitor can choose, the page's language is their choice: requests name it, so the API
  // answers in it and an account made here speaks it (else the browser's own languages count).
  const chosen = current?.language;
  useEffect(() => {
    if (chosen) setRequestLanguage(chosen);
  }, [chosen]);
  if (!current) return null;
  const code = current.language.toUpperCase();
  return (
    <>
      <Button
        color="inherit"
        startIcon={<TranslateIcon />}
        aria-label={t`Language: ${current.name}, ${code}`}
        aria-haspopup="true"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => {
          setHasOpened(true);
          setAnchor(event.currentTarget);
        }}
        sx={{ minWidth: 0, px: 1 }}
      >
        {code}
      </Button>
      {hasOpened && (
        <Suspense fallback={null}>
          <LanguageList
            id={menuId}
            anchor={anchor}
            links={links}
            onClose={() => setAnchor(null)}
            onChoose={(link) => {
              setAnchor(null);
              void choose(link);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
