import { BadRequestException } from '@nestjs/common';
import { parseTargetFields } from './media-target';

describe('parseTargetFields', () => {
  it('reads postId, groupCommentId and commentId with or without target', () => {
    expect(parseTargetFields({ postId: '12' })).toEqual({ kind: 'post', id: 12 });
    expect(parseTargetFields({ groupCommentId: '7' })).toEqual({ kind: 'group_comment', id: 7 });
    expect(parseTargetFields({ commentId: '3' })).toEqual({ kind: 'comment', id: 3 });
    expect(parseTargetFields({ commentId: '3', target: 'group_comment' })).toEqual({ kind: 'group_comment', id: 3 });
    expect(parseTargetFields({ commentId: '3', target: 'post_comment' })).toEqual({ kind: 'post_comment', id: 3 });
  });

  it('is undefined without a target field', () => {
    expect(parseTargetFields({})).toBeUndefined();
    expect(parseTargetFields({ postId: ' ' })).toBeUndefined();
  });

  it('refuses bad ids, two targets and an unknown target kind', () => {
    expect(() => parseTargetFields({ postId: 'abc' })).toThrow(new BadRequestException('postId must be a positive whole number'));
    expect(() => parseTargetFields({ postId: '0' })).toThrow(BadRequestException);
    expect(() => parseTargetFields({ postId: '99999999999' })).toThrow(BadRequestException);
    expect(() => parseTargetFields({ postId: '1', commentId: '2' })).toThrow('Give only one of postId, commentId or groupCommentId.');
    expect(() => parseTargetFields({ commentId: '1', target: 'group' })).toThrow('target must be post_comment or group_comment');
  });
});
