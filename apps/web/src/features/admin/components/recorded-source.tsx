import { useLingui } from '@lingui/react/macro';
import { Typography } from '@mui/material';
import { recordedText } from './entry-rule-text';
import { SourceLink } from './source-link';

type Props = { href: string; label: string; recordedBy: string; recordedOn: string };

/** A fact's official source and who wrote it down when: 'Recorded by VisaBridge on 28 Nov 2026'. */
export function RecordedSource({ href, label, recordedBy, recordedOn }: Props) {
  const { i18n } = useLingui();
  return (
    <>
      <SourceLink href={href} label={label} />
      <Typography variant="body2" color="text.secondary">
        {recordedText(i18n, { recordedBy, recordedOn })}
      </Typography>
    </>
  );
}
