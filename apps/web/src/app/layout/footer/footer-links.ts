import FacebookIcon from '@mui/icons-material/Facebook';
import InstagramIcon from '@mui/icons-material/Instagram';
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import PublicIcon from '@mui/icons-material/Public';
import XIcon from '@mui/icons-material/X';
import YouTubeIcon from '@mui/icons-material/YouTube';
import type { SvgIconComponent } from '@mui/icons-material';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { SiteInfoView } from '@visabridge/contract';

type FooterColumn = { title: MessageDescriptor; links: { label: MessageDescriptor; to: string }[] };

export const footerColumns: FooterColumn[] = [
  {
    title: msg`Services`,
    links: [
      { label: msg`Visa Check`, to: '/visa-check' },
      { label: msg`Documents`, to: '/documents' },
      { label: msg`Applications`, to: '/applications' },
      { label: msg`Consultation`, to: '/consultation' },
    ],
  },
  {
    title: msg`Support`,
    links: [
      { label: msg`Help Center`, to: '/help' },
      { label: msg`Contact Us`, to: '/contact' },
      { label: msg`FAQ`, to: '/faq' },
      { label: msg`Live Chat`, to: '/chat' },
    ],
  },
  {
    title: msg`Company`,
    links: [
      { label: msg`About Us`, to: '/about' },
      { label: msg`Careers`, to: '/careers' },
      { label: msg`Press`, to: '/press' },
      { label: msg`Partners`, to: '/partners' },
    ],
  },
  {
    title: msg`Legal`,
    links: [
      { label: msg`Privacy Policy`, to: '/privacy' },
      { label: msg`Terms of Service`, to: '/terms' },
      { label: msg`Cookie Policy`, to: '/cookies' },
      { label: msg`Compliance`, to: '/compliance' },
    ],
  },
];

/** The icon and name of each social network the operator may configure (SOCIAL_LINKS). */
export const socialNetworks: Record<
  SiteInfoView['social'][number]['network'],
  { label: MessageDescriptor | string; icon: SvgIconComponent }
> = {
  facebook: { label: 'Facebook', icon: FacebookIcon },
  x: { label: 'X (Twitter)', icon: XIcon },
  linkedin: { label: 'LinkedIn', icon: LinkedInIcon },
  instagram: { label: 'Instagram', icon: InstagramIcon },
  youtube: { label: 'YouTube', icon: YouTubeIcon },
  other: { label: msg`Our social page`, icon: PublicIcon },
};
