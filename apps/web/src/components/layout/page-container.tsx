import { Container } from '@mui/material';
import type { ContainerProps } from '@mui/material';
import type { ComponentProps, ReactNode } from 'react';
import { PageHeading } from './page-heading';

type Props = ComponentProps<typeof PageHeading> & {
  maxWidth?: ContainerProps['maxWidth'];
  children: ReactNode;
};

/** A page's frame: its heading, then the content, in a centred column. */
export function PageContainer({ maxWidth = 'lg', children, ...heading }: Props) {
  return (
    <Container maxWidth={maxWidth} sx={{ py: { xs: 3, md: 5 } }}>
      <PageHeading {...heading} />
      {children}
    </Container>
  );
}
