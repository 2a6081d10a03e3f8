import { describe, expect, it } from 'vitest';
import { chatPaths, readEmbedChatQuery } from './paths';

describe('the embedded chat address', () => {
  it('reads the query with its defaults', () => {
    expect(readEmbedChatQuery(new URLSearchParams('channel=transmissao-7'))).toEqual({ channel: 'transmissao-7', username: '', limitMessages: 50, showManagement: false });
    expect(readEmbedChatQuery(new URLSearchParams('channel=transmissao-7&username=%20Ana%20&limitMessages=20&showManagement=true'))).toEqual({
      channel: 'transmissao-7',
      username: 'Ana',
      limitMessages: 20,
      showManagement: true,
    });
  });

  it('takes no unreadable value', () => {
    expect(readEmbedChatQuery(new URLSearchParams('channel=../x&limitMessages=-3&showManagement=1'))).toEqual({ channel: null, username: '', limitMessages: 50, showManagement: false });
    expect(readEmbedChatQuery(new URLSearchParams('channel=transmissao-7&limitMessages=5000')).limitMessages).toBe(200);
  });

  it('builds the address', () => {
    expect(chatPaths.embed.href({ channel: 'transmissao-7', username: 'Ana Lima', showManagement: true })).toBe('/embed/chat?channel=transmissao-7&username=Ana+Lima&showManagement=true');
  });
});
