import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ToastProvider } from '../../ui/toast.tsx';
import { PublishModal, type PublishModalProps, standInsNote } from './publish-modal.tsx';

const render = (node: ReactNode) => renderToStaticMarkup(<ToastProvider>{node}</ToastProvider>);
const props: PublishModalProps = {
  open: true,
  onClose: () => undefined,
  websiteId: 'site-1',
  currentHandle: null,
  ensureSaved: async () => true,
  onPublished: () => undefined,
};

describe('publish dialog: stand-in pictures', () => {
  it('says how many stand-in pictures the published page leaves out', () => {
    expect(render(<PublishModal {...props} standIns={3} />)).toContain(
      '<p class="settings-note publish-stand-ins">3 pictures that are stand-ins will be left out of the published page. Replace them with your own photos to show them.</p>',
    );
    expect(render(<PublishModal {...props} standIns={1} />)).toContain(
      '1 picture that is a stand-in will be left out of the published page. Replace it with your own photos to show it.',
    );
  });

  it('once published, says they were left out', () => {
    expect(standInsNote(3, true)).toBe('3 pictures that are stand-ins were left out of the published page.');
    expect(standInsNote(1, true)).toBe('1 picture that is a stand-in was left out of the published page.');
  });

  it('says nothing about pictures when the draft has no stand-in', () => {
    const html = render(<PublishModal {...props} standIns={0} />);
    expect(html).toContain('Publish your website');
    expect(html).not.toContain('stand-in');
    expect(render(<PublishModal {...props} />)).not.toContain('stand-in');
  });
});
