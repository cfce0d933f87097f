import { Menu, MenuItem } from '@mui/material';
import { languageItemProps, type LanguageLink } from './language-links';

type Props = {
  id: string;
  anchor: HTMLElement | null;
  links: LanguageLink[];
  onClose: () => void;
  onChoose: (link: LanguageLink) => void;
};

/** Each language by its own name, as a link to this page in it. */
export default function LanguageList({ id, anchor, links, onClose, onChoose }: Props) {
  return (
    <Menu id={id} anchorEl={anchor} open={Boolean(anchor)} onClose={onClose}>
      {links.map((link) => (
        <MenuItem key={link.language} {...languageItemProps(link, onChoose)}>
          {link.name}
        </MenuItem>
      ))}
    </Menu>
  );
}
