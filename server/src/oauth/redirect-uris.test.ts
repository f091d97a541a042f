import { BadRequestException } from '@nestjs/common';
import { checkRedirectUri, checkWebsite, originsOf } from './redirect-uris';

describe('redirect URIs', () => {
  it('accepts https anywhere and http on the loopback hosts', () => {
    for (const uri of ['https://app.example.org/cb', 'http://localhost:5173/cb', 'http://127.0.0.1:8080/callback?x=1', 'http://[::1]:3000/cb']) {
      expect(checkRedirectUri(uri)).toBe(uri);
    }
  });

  it('refuses plain http elsewhere, fragments, credentials and non-URLs', () => {
    for (const uri of ['http://app.example.org/cb', 'https://app.example.org/cb#x', 'https://u:p@app.example.org/cb', 'not a url', 'javascript:alert(1)', 'ftp://x.org/cb']) {
      expect(() => checkRedirectUri(uri)).toThrow(BadRequestException);
    }
  });

  it('checks the website and lists origins once', () => {
    expect(checkWebsite('https://example.org')).toBe('https://example.org');
    expect(() => checkWebsite('javascript:alert(1)')).toThrow(BadRequestException);
    expect(originsOf(['https://a.org/cb', 'https://a.org/other', 'http://localhost:5173/cb'])).toEqual(['https://a.org', 'http://localhost:5173']);
  });
});
