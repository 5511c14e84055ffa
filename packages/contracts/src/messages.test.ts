import { describe, expect, it } from 'vitest';
import { ZFeedbackFields, ZOpsSendMessage } from './messages.js';

describe('ZFeedbackFields', () => {
  it('takes 1 to 140 characters after trimming, with the spec message keys', () => {
    expect(ZFeedbackFields.parse({ type: 'GAME', content: '  hi  ' })).toEqual({
      type: 'GAME',
      content: 'hi',
    });
    expect(ZFeedbackFields.safeParse({ type: 'GAME', content: 'x'.repeat(140) }).success).toBe(true);
    const tooLong = ZFeedbackFields.safeParse({ type: 'GAME', content: 'x'.repeat(141) });
    expect(tooLong.error?.issues[0]?.message).toBe('feedback_length');
    const empty = ZFeedbackFields.safeParse({ type: 'GAME', content: '   ' });
    expect(empty.error?.issues[0]?.message).toBe('content_not_empty');
    expect(ZFeedbackFields.safeParse({ type: 'PRAISE', content: 'hi' }).success).toBe(false);
  });
});

describe('ZOpsSendMessage', () => {
  const base = { title: 'Hello', content: 'World' };
  it('needs a username for MEMBER and a label for LABEL, nothing more for ALL', () => {
    expect(ZOpsSendMessage.safeParse({ ...base, audience: 'ALL' }).success).toBe(true);
    expect(ZOpsSendMessage.safeParse({ ...base, audience: 'MEMBER', username: 'alice' }).success).toBe(true);
    expect(ZOpsSendMessage.safeParse({ ...base, audience: 'MEMBER' }).error?.issues[0]?.path).toEqual([
      'username',
    ]);
    expect(ZOpsSendMessage.safeParse({ ...base, audience: 'LABEL' }).error?.issues[0]?.path).toEqual([
      'labelName',
    ]);
  });
});
