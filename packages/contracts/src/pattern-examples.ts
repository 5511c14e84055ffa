/**
 * Accepting and rejecting examples for every pattern family: the acceptance table that the contracts' own
 * test, the site's registration form and the server's registration call all run.
 */
export const PATTERN_EXAMPLES: Record<number, { accepts: string[]; rejects: string[] }> = {
  1: { accepts: ['anything at all', '你好 123 !', ' '], rejects: [] },
  2: { accepts: ['a', 'player01', 'Zed9'], rejects: ['1player', '_abc', 'ab c', 'abc!', 'ábc'] },
  3: { accepts: ['Wang', '王小明', 'Li王'], rejects: ['Wang1', '王 小明', 'Li-Wang', ''] },
  4: { accepts: ['王123', '九龍8', '2024'], rejects: ['王a', 'abc', '王 1'] },
  5: { accepts: ['你好，世界。', '王！', '（註）'], rejects: ['你好abc', '你好1', 'hello'] },
  6: {
    accepts: ['a@b.co', 'first.last+tag@mail.example.com'],
    rejects: ['a@b', 'a b@c.com', '@x.com', 'a@.com', 'a@b..com'],
  },
  7: { accepts: ['abc', '123', 'A1b2'], rejects: ['a_b', 'a b', 'é1'] },
  8: { accepts: ['abc123', '1a', 'Pass1234'], rejects: ['abcdef', '123456', 'abc-123'] },
  9: { accepts: ['0', '0912345678'], rejects: ['12a', '+84', '1 2', '１２'] },
  10: { accepts: ['Abc123', 'ABC', 'aB'], rejects: ['abc123', 'Abc-123', 'ÀBC'] },
  11: { accepts: ['John Smith', 'Mary'], rejects: ['John-Smith', 'J0hn', 'Élise'] },
  12: { accepts: ['a.b_c', '你好', 'x!'], rejects: ['a b', 'tab\there', ' lead'] },
  13: {
    accepts: ['2000-02-29', '12-31-1999', '1990-01-01'],
    rejects: ['1999-02-29', '2000/01/01', '31-12-1999', '2000-13-01', '20000101'],
  },
  14: { accepts: ['김민준', '한국어'], rejects: ['김 민준', 'Kim', '김1'] },
  15: { accepts: ['สวัสดี', 'ภาษาไทย'], rejects: ['สวัสดี ครับ', 'Thai', 'ไทย1'] },
  16: { accepts: ['สวัสดี', 'Somchai', 'Somchai ใจดี'], rejects: ['Somchai1', 'ใจดี!', '김'] },
  17: {
    accepts: ['Aa1!aaaa', 'P@ssw0rd'],
    rejects: ['Password1', 'password1!', 'PASSWORD1!', 'Pass word1!'],
  },
  18: {
    accepts: ['John Smith', 'Nguyễn Văn', '王 小明'],
    rejects: ['John', 'John  Smith', 'John Paul Smith', ' John Smith'],
  },
  19: {
    accepts: ['やまだ', 'ヤマダタロウ', '山田太郎', 'ＡＢＣ１２３'],
    rejects: ['yamada', 'ﾔﾏﾀﾞ', '山田 太郎', 'ABC'],
  },
};
