import FacebookIcon from '@mui/icons-material/Facebook';
import InstagramIcon from '@mui/icons-material/Instagram';
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import XIcon from '@mui/icons-material/X';
import type { SvgIconComponent } from '@mui/icons-material';

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

export const socialLinks: { label: string; href: string; icon: SvgIconComponent }[] = [
  { label: 'Facebook', href: 'https://www.facebook.com/', icon: FacebookIcon },
  { label: 'X (Twitter)', href: 'https://x.com/', icon: XIcon },
  { label: 'LinkedIn', href: 'https://www.linkedin.com/', icon: LinkedInIcon },
  { label: 'Instagram', href: 'https://www.instagram.com/', icon: InstagramIcon },
];

export const contactLines = {
  email: 'support@visabridge.example',
  phone: '+1 (555) 010-0199',
  address: '100 Market Street, Suite 500, San Francisco, CA 94105',
};

export const footerBadges: { title: string; detail?: string }[] = [
  { title: 'Global Coverage', detail: '196+ Countries' },
  { title: 'AI-Powered Processing' },
  { title: 'Enterprise Security' },
];
