import { render, waitFor } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type HlsFailure, useHlsSource } from './use-hls-source';

type Listener = (event: string, data: { fatal: boolean; type: string; response?: { code: number } }) => void;

/** hls.js as far as the hook uses it: each instance is kept, with the listener it was given. */
const hlsMock = vi.hoisted(() => {
  const instances: { source?: string; media?: HTMLMediaElement; destroyed: boolean; listener?: Listener }[] = [];
  const state = { supported: true };
  class FakeHls {
    static Events = { ERROR: 'hlsError' };
    static ErrorTypes = { NETWORK_ERROR: 'networkError', MEDIA_ERROR: 'mediaError' };
    static isSupported = () => state.supported;
    private readonly record: (typeof instances)[number] = { destroyed: false };
    constructor() {
      instances.push(this.record);
    }
    on(_event: string, listener: Listener) {
      this.record.listener = listener;
    }
    loadSource(url: string) {
      this.record.source = url;
    }
    attachMedia(media: HTMLMediaElement) {
      this.record.media = media;
    }
    destroy() {
      this.record.destroyed = true;
    }
  }
  return { instances, state, FakeHls };
});

vi.mock('hls.js', () => ({ default: hlsMock.FakeHls }));

function Player({ url, onFailure }: { url: string | null; onFailure: (failure: HlsFailure) => void }) {
  const video = useRef<HTMLVideoElement>(null);
  useHlsSource(video, url, onFailure);
  return <video ref={video} aria-label="Player" />;
}

afterEach(() => {
  hlsMock.instances.length = 0;
  hlsMock.state.supported = true;
  vi.restoreAllMocks();
});

describe('useHlsSource', () => {
  it('gives the playlist to the browser that plays HLS itself, without hls.js', () => {
    vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('maybe');
    const { getByLabelText } = render(<Player url="/stream/a.m3u8" onFailure={() => undefined} />);
    expect(getByLabelText('Player').getAttribute('src')).toBe('/stream/a.m3u8');
    expect(hlsMock.instances).toHaveLength(0);
  });

  it('plays through hls.js elsewhere, and a new address replaces the old stream', async () => {
    const { getByLabelText, rerender, unmount } = render(<Player url="/stream/a.m3u8" onFailure={() => undefined} />);
    await waitFor(() => expect(hlsMock.instances).toHaveLength(1));
    expect(hlsMock.instances[0]).toMatchObject({ source: '/stream/a.m3u8', media: getByLabelText('Player'), destroyed: false });
    rerender(<Player url="/stream/b.m3u8" onFailure={() => undefined} />);
    await waitFor(() => expect(hlsMock.instances).toHaveLength(2));
    expect(hlsMock.instances[0]?.destroyed).toBe(true);
    expect(hlsMock.instances[1]).toMatchObject({ source: '/stream/b.m3u8', destroyed: false });
    unmount();
    expect(hlsMock.instances[1]?.destroyed).toBe(true);
  });

  it('reports a fatal load error with its status, and nothing for an error hls.js recovers from', async () => {
    const onFailure = vi.fn();
    render(<Player url="/stream/a.m3u8" onFailure={onFailure} />);
    await waitFor(() => expect(hlsMock.instances[0]?.listener).toBeDefined());
    const listener = hlsMock.instances[0]?.listener;
    listener?.('hlsError', { fatal: false, type: 'networkError', response: { code: 500 } });
    expect(onFailure).not.toHaveBeenCalled();
    listener?.('hlsError', { fatal: true, type: 'networkError', response: { code: 403 } });
    expect(onFailure).toHaveBeenCalledWith({ reason: 'network', status: 403 });
    listener?.('hlsError', { fatal: true, type: 'mediaError' });
    expect(onFailure).toHaveBeenLastCalledWith({ reason: 'playback' });
  });

  it('plays nothing without an address', async () => {
    const { getByLabelText } = render(<Player url={null} onFailure={() => undefined} />);
    await Promise.resolve();
    expect(getByLabelText('Player').hasAttribute('src')).toBe(false);
    expect(hlsMock.instances).toHaveLength(0);
  });

  it('says so where neither the browser nor hls.js plays HLS', async () => {
    hlsMock.state.supported = false;
    const onFailure = vi.fn();
    render(<Player url="/stream/a.m3u8" onFailure={onFailure} />);
    await waitFor(() => expect(onFailure).toHaveBeenCalledWith({ reason: 'unsupported' }));
  });
});
