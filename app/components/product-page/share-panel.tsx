// Share (docs/spec.md#second-2): WhatsApp, Facebook, X and Pinterest with the page's address encoded, and
// Copy link through the clipboard, confirmed in a polite status line.
import { useState } from 'react';
import { shareLinks } from '../../../domain/product/share-links';
import { ChatIcon } from '../ui/icons';
import { FacebookIcon, LinkIcon, PinterestIcon, XIcon } from './icons';

const ICONS = { WhatsApp: ChatIcon, Facebook: FacebookIcon, X: XIcon, Pinterest: PinterestIcon };

export function SharePanel({ url, text, image }: { url: string; text: string; image: string }) {
  const [status, setStatus] = useState('');
  const copy = () => {
    const done = () => setStatus('Link copied');
    const failed = () => setStatus('Could not copy: please copy the address from the address bar');
    if (navigator.clipboard) navigator.clipboard.writeText(url).then(done, failed);
    else failed();
  };
  return (
    <div className="pp-share">
      <p className="pp-option-label" id="pp-share-label">
        Share
      </p>
      <ul className="pp-share-list" aria-labelledby="pp-share-label">
        {shareLinks({ url, text, image }).map(({ network, href }) => {
          const Icon = ICONS[network];
          return (
            <li key={network}>
              <a
                className="pp-round"
                href={href}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`Share on ${network} (opens a new tab)`}
              >
                <Icon size={18} />
              </a>
            </li>
          );
        })}
        <li>
          <button type="button" className="pp-round" aria-label="Copy link" onClick={copy}>
            <LinkIcon size={18} />
          </button>
        </li>
      </ul>
      <p className="pp-share-status" role="status">
        {status}
      </p>
    </div>
  );
}
