import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { useLingui } from '@lingui/react/macro';
import { Link } from '@mui/material';

/** The official page a fact was taken from, by its host name, opening in a new tab. */
export function SourceLink({ href, label }: { href: string; label: string }) {
  const { t } = useLingui();
  const host = new URL(href).hostname;
  return (
    <Link
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      // The name starts with the text shown, so a voice-control user can say what they see.
      aria-label={t({
        message: `${host}: ${label} (opens in a new tab)`,
        comment: "a source's web site, then the page's title",
      })}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, overflowWrap: 'anywhere' }}
    >
      {host}
      <OpenInNewIcon fontSize="inherit" aria-hidden="true" />
    </Link>
  );
}
