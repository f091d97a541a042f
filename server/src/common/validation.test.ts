import 'reflect-metadata';
import { ArgumentMetadata, BadRequestException, ValidationPipe } from '@nestjs/common';
import { CommentPageQueryDto, PostPageQueryDto } from '../posts/dto/paging.dto';
import { NewCommentDto } from '../posts/dto/comment.dto';
import { VerifyEmailQueryDto } from '../auth/dto/verification.dto';
import { PostIdDto } from '../posts/dto/ids.dto';
import { createValidationPipe, KeepValidated, VALIDATED_MEMO_MAX_KEY as MAX_KEY, VALIDATED_MEMO_SIZE as MEMO_SIZE } from './validation';

const query = (metatype: ArgumentMetadata['metatype']): ArgumentMetadata => ({ type: 'query', metatype });

describe('the validation pipe', () => {
  let checks: jest.SpyInstance;
  beforeEach(() => {
    checks = jest.spyOn(ValidationPipe.prototype, 'transform');
  });
  afterEach(() => checks.mockRestore());

  it('answers a query it has seen with an equal DTO of its own, without checking it again', async () => {
    const pipe = createValidationPipe();
    const first = (await pipe.transform({ limit: '20' }, query(PostPageQueryDto))) as PostPageQueryDto;
    first.limit = 3;
    const second = (await pipe.transform({ limit: '20' }, query(PostPageQueryDto))) as PostPageQueryDto;
    expect(second).toBeInstanceOf(PostPageQueryDto);
    expect(second).toEqual(Object.assign(new PostPageQueryDto(), { limit: 20 }));
    expect(second).not.toBe(first);
    expect(checks).toHaveBeenCalledTimes(1);
  });

  it('gives the same answers as the checks themselves, for valid and invalid queries alike', async () => {
    const pipe = createValidationPipe();
    const cases: Array<[ArgumentMetadata, Record<string, string>]> = [
      [query(PostPageQueryDto), {}],
      [query(PostPageQueryDto), { offset: '10', limit: '5' }],
      [query(PostPageQueryDto), { limit: '0' }],
      [query(PostPageQueryDto), { limit: 'x', offset: '-1' }],
      [query(PostPageQueryDto), { limit: '5', extra: '1' }],
      [query(CommentPageQueryDto), { limit: '50', cursor: 'abc' }],
      [query(CommentPageQueryDto), { limit: '51' }],
    ];
    const outcome = (p: Promise<unknown>) =>
      p.then(
        (dto) => ({ dto }),
        (err: BadRequestException) => ({ status: err.getStatus(), body: err.getResponse() }),
      );
    for (const [metadata, value] of cases) {
      const expected = await outcome(ValidationPipe.prototype.transform.call(createValidationPipe(), { ...value }, metadata));
      // Asked twice: the second answer may come from what the pipe kept.
      expect(await outcome(pipe.transform({ ...value }, metadata))).toEqual(expected);
      expect(await outcome(pipe.transform({ ...value }, metadata))).toEqual(expected);
    }
    expect(await outcome(pipe.transform({ limit: '0' }, query(PostPageQueryDto)))).toEqual({
      status: 400,
      body: { message: 'limit must be between 1 and 50', errors: ['limit must be between 1 and 50'] },
    });
  });

  it('keeps small bodies of the DTOs marked for it', async () => {
    const pipe = createValidationPipe();
    const body = { type: 'body' as const, metatype: PostIdDto };
    expect(await pipe.transform({ postId: 12 }, body)).toEqual(Object.assign(new PostIdDto(), { postId: 12 }));
    expect(await pipe.transform({ postId: 12 }, body)).toEqual(Object.assign(new PostIdDto(), { postId: 12 }));
    await expect(pipe.transform({ postId: 12, extra: 1 }, body)).rejects.toThrow('property extra should not exist');
    expect(checks).toHaveBeenCalledTimes(2);
  });

  it('checks every time: invalid inputs, long ones, and DTOs not marked (which may carry secrets), nor their unmarked subclasses', async () => {
    @KeepValidated()
    class Marked {}
    class Unmarked extends Marked {}
    const pipe = createValidationPipe();
    for (let i = 0; i < 2; i++) await expect(pipe.transform({ limit: '99' }, query(PostPageQueryDto))).rejects.toThrow(BadRequestException);
    for (let i = 0; i < 2; i++) await pipe.transform({ content: 'Amen' }, { type: 'body', metatype: NewCommentDto });
    for (let i = 0; i < 2; i++) await pipe.transform({ token: 'secret-token' }, query(VerifyEmailQueryDto));
    for (let i = 0; i < 2; i++) await pipe.transform({}, query(Unmarked));
    const long = { cursor: 'c'.repeat(MAX_KEY) };
    for (let i = 0; i < 2; i++) await expect(pipe.transform(long, query(CommentPageQueryDto))).rejects.toThrow('Invalid cursor');
    expect(checks).toHaveBeenCalledTimes(10);
  });

  it('keeps a bounded number of queries per DTO, dropping the least recently used', async () => {
    const pipe = createValidationPipe();
    await pipe.transform({ offset: '0' }, query(PostPageQueryDto));
    for (let i = 1; i <= MEMO_SIZE; i++) await pipe.transform({ offset: String(i) }, query(PostPageQueryDto));
    expect(checks).toHaveBeenCalledTimes(MEMO_SIZE + 1);
    await pipe.transform({ offset: String(MEMO_SIZE) }, query(PostPageQueryDto));
    expect(checks).toHaveBeenCalledTimes(MEMO_SIZE + 1);
    await pipe.transform({ offset: '0' }, query(PostPageQueryDto));
    expect(checks).toHaveBeenCalledTimes(MEMO_SIZE + 2);
  });
});

describe('NUL characters (issue #27: they reached PostgreSQL and came back as 500s)', () => {
  const refusal = (field: string) => ({ status: 400, body: { message: `${field} must not contain a NUL character (\\u0000)`, errors: [`${field} must not contain a NUL character (\\u0000)`] } });
  const outcome = (p: Promise<unknown>) =>
    p.then(
      (dto) => ({ dto }),
      (err: BadRequestException) => ({ status: err.getStatus(), body: err.getResponse() }),
    );

  it('refuses one in any string of a body, nested ones and field names included, naming where it is', async () => {
    const pipe = createValidationPipe();
    const body = (metatype: ArgumentMetadata['metatype']): ArgumentMetadata => ({ type: 'body', metatype });
    expect(await outcome(pipe.transform({ content: 'a\u0000b' }, body(NewCommentDto)))).toEqual(refusal('content'));
    expect(await outcome(pipe.transform({ keys: { auth: 'x\u0000' } }, body(Object)))).toEqual(refusal('keys.auth'));
    expect(await outcome(pipe.transform({ list: ['ok', '\u0000'] }, body(Object)))).toEqual(refusal('list.1'));
    expect(await outcome(pipe.transform({ 'a\u0000': 1 }, body(Object)))).toEqual(refusal('a\\0'));
  });

  it('refuses one in a query, also of a DTO whose verdicts are kept, and in a path parameter', async () => {
    const pipe = createValidationPipe();
    expect(await outcome(pipe.transform({ cursor: 'abc' }, query(CommentPageQueryDto)))).toHaveProperty('dto');
    expect(await outcome(pipe.transform({ cursor: 'abc\u0000' }, query(CommentPageQueryDto)))).toEqual(refusal('cursor'));
    expect(await outcome(pipe.transform('12\u0000', { type: 'param', metatype: String, data: 'id' }))).toEqual(refusal('id'));
  });

  it('lets strings without one through unchanged', async () => {
    const pipe = createValidationPipe();
    expect(await pipe.transform({ content: 'Amen \\0 and \u0001' }, { type: 'body', metatype: NewCommentDto })).toEqual(
      Object.assign(new NewCommentDto(), { content: 'Amen \\0 and \u0001' }),
    );
  });
});
