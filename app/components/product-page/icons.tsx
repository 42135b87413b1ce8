// Line icons only the product page's lower parts use (deferred.tsx), on the same 24 px grid as
// components/ui/icons; decorative, so hidden from assistive technology (every control that carries
// one also has a text name).
import { Svg } from '../carousel/carousel-icons';

type IconProps = { size?: number };

export const PhoneIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a1 1 0 0 1-1 1A16 16 0 0 1 4 5a1 1 0 0 1 1-1z" />
  </Svg>
);

export const MailIcon = (p: IconProps) => (
  <Svg {...p}>
    <rect x="3" y="5" width="18" height="14" rx="1.5" />
    <path d="M3.5 6l8.5 7 8.5-7" />
  </Svg>
);

export const LinkIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1" />
    <path d="M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />
  </Svg>
);

export const FacebookIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M14.5 8H16V5h-2c-2.4 0-3.5 1.5-3.5 3.8V11H8.5v3h2v7h3v-7h2.2l.5-3h-2.7V9c0-.7.3-1 1-1z" />
  </Svg>
);

export const XIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M4.5 4h4L19.5 20h-4zM19 4l-6.2 6.8M5 20l6.2-6.8" />
  </Svg>
);

export const PinterestIcon = (p: IconProps) => (
  <Svg {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="M10.5 20l2-8.5M10.8 14.6c.5.7 1.3 1 2.1 1 2 0 3.4-1.8 3.4-4.1 0-2.5-2-4.2-4.4-4.2-2.8 0-4.6 1.9-4.6 4.2 0 1 .4 2 1.2 2.5" />
  </Svg>
);

export const ScaleIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M12 4v16M7 20h10M5 7h14M5 7l-2.5 6a2.5 2.5 0 0 0 5 0zM19 7l-2.5 6a2.5 2.5 0 0 0 5 0z" />
  </Svg>
);
