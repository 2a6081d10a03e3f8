import { describe, expect, it, vi } from 'vitest';
import { readEmbedPlayerQuery, streamOfAddress, streamOfSnippet, streamOfYoutubeCode } from './player-source';

const query = (entries: Record<string, string>) => readEmbedPlayerQuery(new URLSearchParams(entries));
const youtube = (videoId: string) => ({ tipo: 'youtube', videoId });
const vimeo = (videoId: string) => ({ tipo: 'vimeo', videoId });

describe('streamOfAddress (url=)', () => {
  it.each([
    ['https://www.youtube.com/watch?v=Hk3pR8vLq2M', youtube('Hk3pR8vLq2M')],
    ['https://youtube.com/watch?feature=share&v=Hk3pR8vLq2M&t=30', youtube('Hk3pR8vLq2M')],
    ['https://m.youtube.com/watch?v=Hk3pR8vLq2M', youtube('Hk3pR8vLq2M')],
    ['https://youtu.be/Hk3pR8vLq2M?si=abc', youtube('Hk3pR8vLq2M')],
    ['https://www.youtube.com/live/Hk3pR8vLq2M', youtube('Hk3pR8vLq2M')],
    ['https://www.youtube.com/shorts/Hk3pR8vLq2M', youtube('Hk3pR8vLq2M')],
    ['https://www.youtube.com/embed/Hk3pR8vLq2M', youtube('Hk3pR8vLq2M')],
    ['https://www.youtube-nocookie.com/embed/Hk3pR8vLq2M', youtube('Hk3pR8vLq2M')],
    ['HTTPS://WWW.YOUTUBE.COM/watch?v=Hk3pR8vLq2M', youtube('Hk3pR8vLq2M')],
    ['  https://vimeo.com/887412356  ', vimeo('887412356')],
    ['https://vimeo.com/channels/staffpicks/887412356', vimeo('887412356')],
    ['https://player.vimeo.com/video/887412356?h=abc', vimeo('887412356')],
  ])('plays %s through the privacy-respecting embed', (address, video) => {
    expect(streamOfAddress(address)).toEqual({ kind: 'stream', stream: expect.objectContaining(video) });
  });

  it.each([
    ['https://stream.example.org/grace/live.m3u8', 'hls'],
    ['https://stream.example.org/grace/LIVE.M3U8?token=1', 'hls'],
    ['https://cdn.example.org/service.mp4', 'mp4'],
    ['https://cdn.example.org/service.webm', 'mp4'],
    ['https://cdn.example.org/watch?v=1', 'mp4'],
    ['https://youtube.example.org/watch?v=Hk3pR8vLq2M', 'mp4'],
  ])('plays %s as %s, at its own address', (address, tipo) => {
    expect(streamOfAddress(address)).toEqual({ kind: 'stream', stream: { tipo, url: new URL(address).href, videoId: null } });
  });

  it.each([
    'http://cdn.example.org/service.mp4',
    'http://www.youtube.com/watch?v=Hk3pR8vLq2M',
    // eslint-disable-next-line no-script-url -- an address the player must refuse
    'javascript:alert(1)',
    'data:video/mp4;base64,AAAA',
    'blob:https://grace.localhost/1',
    'ftp://cdn.example.org/service.mp4',
    '//cdn.example.org/service.mp4',
    '/demo/live/service.mp4',
    'cdn.example.org/service.mp4',
    'https://',
    'not an address',
  ])('refuses %s: https only', (address) => {
    expect(streamOfAddress(address)).toEqual({ kind: 'refused', reason: 'not-https' });
  });

  it.each(['https://www.youtube.com/', 'https://www.youtube.com/watch?v=short', 'https://youtu.be/Hk3pR8vLq2M-too-long', 'https://vimeo.com/staff', 'https://player.vimeo.com/api/player.js'])(
    'refuses %s: YouTube or Vimeo, but no video',
    (address) => {
      expect(streamOfAddress(address)).toEqual({ kind: 'refused', reason: 'unplayable' });
    },
  );
});

describe('streamOfYoutubeCode (code=)', () => {
  it('plays an 11-character YouTube id through the privacy-respecting embed', () => {
    expect(streamOfYoutubeCode('Hk3pR8vLq2M')).toEqual({ kind: 'stream', stream: { tipo: 'youtube', url: 'https://www.youtube.com/watch?v=Hk3pR8vLq2M', videoId: 'Hk3pR8vLq2M' } });
    expect(streamOfYoutubeCode('a_b-c_d-e_f')).toMatchObject({ kind: 'stream' });
  });

  it.each(['Hk3pR8vLq2', 'Hk3pR8vLq2MM', 'Hk3pR8vLq2!', 'Hk3pR8vL/2M', '"><img src=x>', 'https://youtu.be/Hk3pR8vLq2M'])('refuses %s', (code) => {
    expect(streamOfYoutubeCode(code)).toEqual({ kind: 'refused', reason: 'not-a-video-code' });
  });
});

describe('streamOfSnippet (html=)', () => {
  it("plays the first iframe's YouTube or Vimeo video", () => {
    const snippet =
      '<iframe width="560" height="315" src="https://www.youtube.com/embed/Hk3pR8vLq2M?si=x" title="YouTube video player" frameborder="0" allowfullscreen></iframe>' +
      '<iframe src="https://player.vimeo.com/video/887412356"></iframe>';
    expect(streamOfSnippet(snippet)).toEqual({ kind: 'stream', stream: expect.objectContaining(youtube('Hk3pR8vLq2M')) });
    expect(streamOfSnippet('<div style="padding:56.25% 0 0 0"><iframe src="//player.vimeo.com/video/887412356?badge=0"></iframe></div><script src="https://player.vimeo.com/api/player.js"></script>')).toEqual({
      kind: 'stream',
      stream: expect.objectContaining(vimeo('887412356')),
    });
  });

  it.each([
    ['another provider', '<iframe src="https://www.facebook.com/plugins/video.php?href=x"></iframe>'],
    ['a YouTube page that is no video', '<iframe src="https://www.youtube.com/"></iframe>'],
    ['an http address', '<iframe src="http://www.youtube.com/embed/Hk3pR8vLq2M"></iframe>'],
    ['a script address', '<iframe src="javascript:alert(1)"></iframe>'],
    ['an iframe of inline HTML', '<iframe srcdoc="<script>alert(1)</script>"></iframe>'],
    ['no iframe', '<video src="https://cdn.example.org/service.mp4"></video>'],
    ['a YouTube address outside an iframe', '<a href="https://www.youtube.com/watch?v=Hk3pR8vLq2M">watch</a>'],
    ['only text', 'https://www.youtube.com/watch?v=Hk3pR8vLq2M'],
    ['nothing', ''],
  ])('refuses %s', (_name, snippet) => {
    expect(streamOfSnippet(snippet)).toEqual({ kind: 'refused', reason: 'unplayable' });
  });

  it('only reads the snippet: nothing in it runs', () => {
    const ran = vi.fn();
    Object.assign(window, { snippetRan: ran });
    streamOfSnippet('<img src="x" onerror="window.snippetRan()"><script>window.snippetRan()</script><iframe src="https://youtu.be/Hk3pR8vLq2M" onload="window.snippetRan()"></iframe>');
    expect(ran).not.toHaveBeenCalled();
    expect(document.querySelector('iframe, script, img')).toBeNull();
  });
});

describe('readEmbedPlayerQuery', () => {
  it('plays the broadcast on now, or the last one, without a query (or with empty values)', () => {
    expect(query({})).toEqual({ kind: 'current' });
    expect(query({ service: '', url: ' ', code: '', html: '' })).toEqual({ kind: 'current' });
    expect(query({ channel: 'transmissao-7' })).toEqual({ kind: 'current' });
  });

  it('reads service as a broadcast id, and refuses one that cannot be', () => {
    expect(query({ service: '42' })).toEqual({ kind: 'service', id: 42 });
    expect(query({ service: '2147483647' })).toEqual({ kind: 'service', id: 2147483647 });
    for (const service of ['0', '-1', '1.5', 'abc', '042', '2147483648', '1e3', '9999999999']) {
      expect(query({ service }), service).toEqual({ kind: 'refused', reason: 'unknown-service' });
    }
  });

  it('takes service, then url, then code, then html', () => {
    const all = { service: '7', url: 'https://vimeo.com/887412356', code: 'Hk3pR8vLq2M', html: '<iframe src="https://youtu.be/Aa3pR8vLq2M"></iframe>' };
    expect(query(all)).toEqual({ kind: 'service', id: 7 });
    const { service: _service, ...noService } = all;
    expect(query(noService)).toMatchObject({ kind: 'stream', stream: vimeo('887412356') });
    const { url: _url, ...noUrl } = noService;
    expect(query(noUrl)).toMatchObject({ kind: 'stream', stream: youtube('Hk3pR8vLq2M') });
    const { code: _code, ...noCode } = noUrl;
    expect(query(noCode)).toEqual({ kind: 'snippet', html: all.html });
    // A refused value is not passed over for the next one.
    expect(query({ url: 'http://cdn.example.org/a.mp4', code: 'Hk3pR8vLq2M' })).toEqual({ kind: 'refused', reason: 'not-https' });
    expect(query({ service: 'x', url: 'https://vimeo.com/887412356' })).toEqual({ kind: 'refused', reason: 'unknown-service' });
  });
});
