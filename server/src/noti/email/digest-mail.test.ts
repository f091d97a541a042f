import { EMAIL_MAX_ITEMS, renderDigest } from './digest-mail';

const base = { language: 'en' as const, userName: 'Bea <3', publicUrl: 'https://pen.example', unsubscribeUrl: 'https://pen.example/api/noti/unsubscribe?token=1.x' };

describe('renderDigest', () => {
  it('uses the notification as subject when there is one', () => {
    const mail = renderDigest({ ...base, items: [{ notification_type: 'like', content: 'Anna liked your post', link: '/post/3' }] });
    expect(mail.subject).toBe('Anna liked your post');
    expect(mail.text).toContain('https://pen.example/post/3');
    expect(mail.text).toContain(base.unsubscribeUrl);
    expect(mail.html).toContain('href="https://pen.example/post/3"');
  });

  it('combines several and escapes HTML', () => {
    const items = Array.from({ length: EMAIL_MAX_ITEMS + 2 }, (_, i) => ({ notification_type: 'comment' as const, content: `<b>n${i}</b>`, link: null }));
    const mail = renderDigest({ ...base, items });
    expect(mail.subject).toBe(`You have ${EMAIL_MAX_ITEMS + 2} new notifications on Pen`);
    expect(mail.text).toContain('…and 2 more.');
    expect(mail.html).toContain('&lt;b&gt;n0&lt;/b&gt;');
    expect(mail.html).not.toContain('<b>n0</b>');
    expect(mail.html).toContain('Bea &lt;3');
  });

  it("writes the mail in the member's language", () => {
    const items = [1, 2, 3].map((i) => ({ notification_type: 'like' as const, content: `Anna tykkäsi julkaisustasi ${i}`, link: '/post/3' }));
    const mail = renderDigest({ ...base, language: 'fi', items });
    expect(mail.subject).toBe('Sinulla on 3 uutta ilmoitusta Penissä');
    expect(mail.text).toContain('Hei Bea <3,');
    expect(mail.text).toContain('Penissä on tapahtunut 3 uutta asiaa:');
    expect(mail.html).toContain('<html lang="fi">');
    expect(mail.html).toContain('Katso kaikki ilmoitukset');
  });
});
