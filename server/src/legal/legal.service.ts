import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { TermsDto } from './legal.dto';
import { TermsEntity } from './terms.entity';
import { msg } from '../i18n';

@Injectable()
export class LegalService {
  constructor(@InjectRepository(TermsEntity) private readonly terms: Repository<TermsEntity>) {}

  async latestTerms(): Promise<TermsDto> {
    const [latest] = await this.terms.find({ order: { version: 'DESC' }, take: 1 });
    if (!latest) throw new NotFoundException(msg('Content not found'));
    return { content: latest.content, version: latest.version, created_at: latest.created_at };
  }
}
