import FacebookIcon from '@mui/icons-material/Facebook';
import InstagramIcon from '@mui/icons-material/Instagram';
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import PublicIcon from '@mui/icons-material/Public';
import XIcon from '@mui/icons-material/X';
import YouTubeIcon from '@mui/icons-material/YouTube';
import type { SvgIconComponent } from '@mui/icons-material';
import type { SiteInfoView } from '@visabridge/contract';

type FooterColumn = { title: string; links: { label: string; to: string }[] };

export const footerColumns: FooterColumn[] = [
  {
    title: 'Services',
    links: [
      { label: 'Visa Check', to: '/visa-check' },
      { label: 'Documents', to: '/documents' },
      { label: 'Applications', to: '/applications' },
      { label: 'Consultation', to: '/consultation' },
    ],
  },
  {
    title: 'Support',
    links: [
      { label: 'Help Center', to: '/help' },
      { label: 'Contact Us', to: '/contact' },
      { label: 'FAQ', to: '/faq' },
      { label: 'Live Chat', to: '/chat' },
    ],
  },
  {
    title: 'Company',
    links: [
      { label: 'About Us', to: '/about' },
      { label: 'Careers', to: '/careers' },
      { label: 'Press', to: '/press' },
      { label: 'Partners', to: '/partners' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { label: 'Privacy Policy', to: '/privacy' },
      { label: 'Terms of Service', to: '/terms' },
      { label: 'Cookie Policy', to: '/cookies' },
      { label: 'Compliance', to: '/compliance' },
    ],
  },
];

/** The icon and name of each social network the operator may configure (SOCIAL_LINKS). */
export const socialNetworks: Record<
  SiteInfoView['social'][number]['network'],
  { label: string; icon: SvgIconComponent }
> = {
  facebook: { label: 'Facebook', icon: FacebookIcon },
  x: { label: 'X (Twitter)', icon: XIcon },
  linkedin: { label: 'LinkedIn', icon: LinkedInIcon },
  instagram: { label: 'Instagram', icon: InstagramIcon },
  youtube: { label: 'YouTube', icon: YouTubeIcon },
  other: { label: 'Our social page', icon: PublicIcon },
};
