// Issue 41: every text the server shows a person goes through the i18n marker (`msg()` for
// answers, `t(language, …)` in mails and pushes), so that it is in the catalogs and said in the
// member's language. This rule fails on a hard-coded text where the server hands one over:
// - the message of a Nest HTTP exception (`new BadRequestException('…')`, or `{ message: '…' }`);
// - the visible parts of a mail (`{ subject, text, html }`) or a push message (`{ title, body, url }`).
// Constants are marked where they are written (`const X = msg('…').message`).

/** A string literal, or a template literal with words of its own (not only `${…}`). */
function hardCoded(node) {
  if (!node) return false;
  if (node.type === 'Literal') return typeof node.value === 'string' && /\p{L}/u.test(node.value);
  if (node.type === 'TemplateLiteral') return node.quasis.some((q) => /\p{L}/u.test(q.value.cooked ?? ''));
  if (node.type === 'ConditionalExpression') return hardCoded(node.consequent) || hardCoded(node.alternate);
  if (node.type === 'BinaryExpression' && node.operator === '+') return hardCoded(node.left) || hardCoded(node.right);
  return false;
}

const keyName = (p) => (p.type === 'Property' && !p.computed && p.key.type === 'Identifier' ? p.key.name : undefined);

const noUnmarkedMessage = {
  meta: {
    type: 'problem',
    docs: { description: 'User-visible server texts go through msg() / t() (docs/CONVENTIONS.md, adding a server message)' },
    schema: [],
    messages: {
      exception: 'Wrap the exception message in msg(\'…\') (server/src/i18n) so it is translated.',
      visible: 'The {{field}} of a mail or push is shown to the member: write it with t(language, \'…\') (server/src/i18n).',
    },
  },
  create(context) {
    return {
      NewExpression(node) {
        const callee = node.callee.type === 'Identifier' ? node.callee.name : undefined;
        if (!callee || !/Exception$/.test(callee)) return;
        const [first] = node.arguments;
        if (hardCoded(first)) context.report({ node: first, messageId: 'exception' });
        if (first?.type === 'ObjectExpression') {
          for (const p of first.properties) if (keyName(p) === 'message' && hardCoded(p.value)) context.report({ node: p.value, messageId: 'exception' });
        }
      },
      ObjectExpression(node) {
        const keys = new Set(node.properties.map(keyName));
        const mail = keys.has('subject') && (keys.has('text') || keys.has('html'));
        const push = keys.has('title') && keys.has('body') && keys.has('url');
        if (!mail && !push) return;
        const visible = mail ? ['subject', 'text', 'html'] : ['title', 'body'];
        for (const p of node.properties) {
          const field = keyName(p);
          if (field && visible.includes(field) && hardCoded(p.value)) context.report({ node: p.value, messageId: 'visible', data: { field } });
        }
      },
    };
  },
};

export default [
  {
    files: ['server/src/**/*.ts'],
    ignores: ['server/src/**/*.test.ts'],
    plugins: { pen: { rules: { 'no-unmarked-message': noUnmarkedMessage } } },
    rules: { 'pen/no-unmarked-message': 'error' },
  },
];
