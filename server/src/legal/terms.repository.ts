import { EntityManager } from 'typeorm';
import { TermsEntity } from './terms.entity';

/** The newest version of the terms of service; undefined before any is published. */
export async function latestTerms(m: EntityManager): Promise<TermsEntity | undefined> {
  const [latest] = await m.find(TermsEntity, { order: { version: 'DESC' }, take: 1 });
  return latest;
}
