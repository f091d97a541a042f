import { buildJobRegistry, Handler } from './job-registry';
import { JOB_NAMES } from './job-types';

const handler: Handler = async () => undefined;
const all = () => JOB_NAMES.map((name) => ({ name, handler, owner: `Owner.${name}` }));

describe('buildJobRegistry', () => {
  it('maps every job name to its one handler', () => {
    const registry = buildJobRegistry(all());
    expect([...registry.keys()].sort()).toEqual([...JOB_NAMES].sort());
  });

  it('refuses to start when a job name has no handler', () => {
    const found = all().filter((f) => f.name !== 'mail.send');
    expect(() => buildJobRegistry(found)).toThrow('job "mail.send" has no handler');
  });

  it('refuses to start when a job name has two handlers, naming both', () => {
    const found = [...all(), { name: 'mail.send', handler, owner: 'Other.send' }];
    expect(() => buildJobRegistry(found)).toThrow('job "mail.send" has 2 handlers: Owner.mail.send, Other.send');
  });

  it('refuses a handler for a job name that does not exist', () => {
    expect(() => buildJobRegistry([...all(), { name: 'mail.typo', handler, owner: 'Typo.h' }])).toThrow('Typo.h handles unknown job "mail.typo"');
  });
});
